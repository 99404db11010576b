/*
 * The poster's heavy parts, loaded only when the poster opens (dynamic imports: neither is in the
 * first load nor in the prefetched dialog chunk): the QR code of the invite link (qrcode) and the
 * PNG of the poster node (html-to-image, fonts embedded from the page's own styles, no network).
 */

/** The QR code of `text` as a PNG data: URL. */
export async function qrDataUrl(text: string): Promise<string> {
  const QRCode = await import(/* webpackChunkName: "poster-qrcode" */ 'qrcode');
  return QRCode.toDataURL(text, { margin: 1, width: 192, errorCorrectionLevel: 'M' });
}

/** The node drawn to a PNG data: URL at twice its size. */
export async function posterPng(node: HTMLElement): Promise<string> {
  const { toPng } = await import(/* webpackChunkName: "poster-image" */ 'html-to-image');
  return toPng(node, { pixelRatio: 2, cacheBust: false, backgroundColor: '#17181e' });
}

/** Saves a data: URL as a file (an anchor with `download`). */
export function saveDataUrl(dataUrl: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
