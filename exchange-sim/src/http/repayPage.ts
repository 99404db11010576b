/**
 * The repay panel's page (order-panel.md §2.3), served by the simulator at REPAY_PAGE_PATH and
 * embedded by the order panel in a frame: `?coin=BTC&entryType=spot&theme=dark|light`. One
 * self-contained HTML document (inline style and script, no external assets). It reads the debt of
 * the coin, lets the trader repay an amount and tells the parent page the outcome with
 * postMessage, addressed to the parent's origin only:
 *   { source: 'sim-repay', type: 'ready', coin, debt }          the page loaded and read the debt
 *   { source: 'sim-repay', type: 'result', ok: true, coin, amount, debt }   a repayment went through
 *   { source: 'sim-repay', type: 'result', ok: false, code, message }       it was refused
 *   { source: 'sim-repay', type: 'failed', code, message }      the debt could not be read
 *   { source: 'sim-repay', type: 'close' }                       the trader closed it
 */
export const REPAY_PAGE_PATH = '/repay/page';
export const REPAY_DEBT_PATH = '/unified/v3/private/repay/debt';
export const REPAY_PATH = '/unified/v3/private/repay';

/** Only local pages may frame it (the simulator serves local development and tests). */
export const REPAY_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors http://127.0.0.1:* http://localhost:* http://*.localhost:*',
].join('; ');

export const REPAY_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Repay</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 0; padding: 16px; background: #fff; color: #111; }
  body.dark { background: #121212; color: #eee; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 12px; }
  dt { opacity: .75; }
  dd { margin: 0; direction: ltr; unicode-bidi: isolate; }
  label { display: block; margin-bottom: 4px; }
  input { font: inherit; padding: 6px; width: 12em; direction: ltr; }
  button { font: inherit; padding: 6px 14px; margin: 8px 8px 0 0; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 2px solid #f7a600; outline-offset: 2px; }
  #status { min-height: 1.4em; margin-top: 8px; }
</style>
</head>
<body>
<main aria-labelledby="h">
  <h1 id="h" style="font-size:16px;margin:0 0 12px">Repay <span id="coin"></span></h1>
  <dl>
    <dt>Owed</dt><dd id="debt" data-testid="repay-debt">…</dd>
    <dt>Pay with</dt><dd id="payWith"></dd>
    <dt>Price</dt><dd id="price"></dd>
    <dt>Available</dt><dd id="available"></dd>
  </dl>
  <form id="form" novalidate>
    <label for="amount">Amount to repay</label>
    <input id="amount" name="amount" inputmode="decimal" autocomplete="off" data-testid="repay-amount">
    <div>
      <button id="submit" type="submit" data-testid="repay-submit">Repay</button>
      <button id="close" type="button">Close</button>
    </div>
  </form>
  <div id="status" role="status" aria-live="polite"></div>
</main>
<script>
(function () {
  'use strict';
  var q = new URLSearchParams(location.search);
  var coin = (q.get('coin') || '').toUpperCase();
  if (q.get('theme') === 'dark') document.body.className = 'dark';
  var parentOrigin = (location.ancestorOrigins && location.ancestorOrigins[0]) || '';
  if (!parentOrigin && document.referrer) { try { parentOrigin = new URL(document.referrer).origin; } catch (e) {} }
  function tell(msg) {
    msg.source = 'sim-repay';
    if (parentOrigin && window.parent !== window) window.parent.postMessage(msg, parentOrigin);
  }
  function el(id) { return document.getElementById(id); }
  function say(text) { el('status').textContent = text; }
  var busy = false;
  function call(method, path, body) {
    var init = { method: method, credentials: 'same-origin', headers: { accept: 'application/json' } };
    if (body) { init.headers['content-type'] = 'application/json'; init.headers.platform = 'pc'; init.body = JSON.stringify(body); }
    return fetch(path, init).then(function (r) { return r.json(); }).then(function (e) {
      if (e.ret_code !== 0) { var err = new Error(e.ret_msg || 'error'); err.code = e.ret_code; throw err; }
      return e.result;
    });
  }
  function show(d) {
    el('debt').textContent = d.debt + ' ' + d.coin;
    el('payWith').textContent = d.payWith;
    el('price').textContent = d.price;
    el('available').textContent = d.available + ' ' + d.payWith;
    el('amount').value = d.debt;
  }
  el('coin').textContent = coin;
  el('close').addEventListener('click', function () { tell({ type: 'close' }); });
  if (!/^[A-Z0-9]{1,12}$/.test(coin) || q.get('entryType') !== 'spot') {
    say('This repay link is not valid.');
    tell({ type: 'failed', code: 10001, message: 'coin or entryType' });
    return;
  }
  call('GET', '${REPAY_DEBT_PATH}?coin=' + encodeURIComponent(coin)).then(function (d) {
    show(d);
    tell({ type: 'ready', coin: coin, debt: d.debt });
  }, function (e) {
    say('The debt could not be read: ' + e.message);
    tell({ type: 'failed', code: e.code || 0, message: String(e.message) });
  });
  el('form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    if (busy) return;
    var amount = el('amount').value.trim();
    if (!/^\\d{1,20}(\\.\\d{1,8})?$/.test(amount) || Number(amount) <= 0) { say('Enter an amount above 0.'); el('amount').focus(); return; }
    busy = true;
    el('submit').disabled = true;
    say('Repaying…');
    call('POST', '${REPAY_PATH}', { coin: coin, amount: amount }).then(function (d) {
      show(d);
      say('Repaid ' + amount + ' ' + coin + '.');
      tell({ type: 'result', ok: true, coin: coin, amount: amount, debt: d.debt });
    }, function (e) {
      say('The repayment was refused: ' + e.message);
      tell({ type: 'result', ok: false, code: e.code || 0, message: String(e.message) });
    }).then(function () { busy = false; el('submit').disabled = false; });
  });
})();
</script>
</body>
</html>
`;
