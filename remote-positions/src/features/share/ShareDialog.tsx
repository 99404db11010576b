import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOptionPosition, leverageOf, positionPrecision, useAppSelector, type Position } from 'shared-core';
import { toApiError, useHostServices } from 'shared-http';

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : toApiError(e).message);
import type { PositionDialogProps } from '../actions/types';
import { selectPositionList } from '../positions/slice';
import { fetchClosedPnl, fetchShareProfile, type ShareProfile } from './api';
import { posterPng, qrDataUrl, saveDataUrl } from './render';
import {
  closedRecordFor,
  inviteLink,
  kindsFor,
  loyaltyBadge,
  posterFileName,
  posterOf,
  type ClosedPnl,
  type PosterKind,
  type PosterStyle,
} from './rules/share';
import {
  latestOptionRecord,
  optionPortfolioOf,
  optionPosterOf,
  optionVariantsFor,
  type OptionVariant,
} from './rules/optionPoster';
import { ShareDialogView } from './ShareDialogView';
import { ensureShareTexts } from './texts';

/**
 * The share poster, connected (positions.md §2, §3, §6, §9): the profile (invite code, avatar,
 * loyalty label) and the closed-PnL records from the simulator (a contract: this position side's
 * latest, closedRecordFor; an option: the latest order that reduced it, for the order PnL), the
 * account's option positions from the slice (the option portfolio), the QR code of the invite
 * link, and Download image: the poster node drawn to a PNG in the browser (nothing is sent).
 */
export interface ShareDialogProps extends PositionDialogProps {
  /**
   * An option order (opened for an order, e.g. from the order panel's history): the poster opens
   * on its order PnL, from that order's closed-PnL record.
   */
  orderId?: string;
}

export function ShareDialog({ position, config, account, onDone, orderId }: ShareDialogProps) {
  const { http } = useHostServices();
  const { i18n } = useTranslation();
  ensureShareTexts(i18n);
  const [profile, setProfile] = useState<ShareProfile | null>(null);
  const [records, setRecords] = useState<ClosedPnl[]>([]);
  const isOption = isOptionPosition(position);
  const [variant, setVariant] = useState<OptionVariant>(orderId ? 'orderPnl' : 'positionPnl');
  // the option portfolio: the account's option positions of this settle coin, as the simulator last sent them
  const all = useAppSelector(selectPositionList);
  const portfolio = useMemo(() => (isOption ? optionPortfolioOf(position, all) : []), [isOption, position, all]);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [qr, setQr] = useState<string | null>(null);
  const [kind, setKind] = useState<PosterKind>(() => kindsFor(position, false)[0] ?? 'openPosition');
  const [style, setStyle] = useState<PosterStyle>('horizontal');
  const [show, setShow] = useState<'roi' | 'pnl'>('roi');
  const [downloading, setDownloading] = useState(false);
  /** One drawing at a time: a double click or double Enter saves one file. */
  const drawing = useRef(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const link = profile ? inviteLink(window.location.origin, i18n.language, profile.inviteCode) : null;

  useEffect(() => {
    const abort = new AbortController();
    Promise.all([
      fetchShareProfile(http, abort.signal),
      fetchClosedPnl(http, position.symbol, abort.signal).catch(() => []),
    ]).then(
      ([p, list]) => {
        setProfile(p);
        setRecords(list);
      },
      (e: unknown) => {
        if (!abort.signal.aborted) setError(messageOf(e));
      },
    );
    return () => abort.abort();
  }, [http, position, attempt]);

  useEffect(() => {
    if (!link) return;
    let live = true;
    qrDataUrl(link).then(
      (url) => live && setQr(url),
      (e: unknown) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [link]);

  const closed = isOption ? null : closedRecordFor(position, records);
  const optionRecord = isOption ? latestOptionRecord(position.symbol, records, orderId) : null;
  const variants = isOption ? optionVariantsFor(optionRecord !== null, portfolio.length) : [];
  const prec = positionPrecision(false, config);
  const model = isOption
    ? optionPosterOf({
        variant,
        show,
        position,
        record: optionRecord,
        portfolio,
        portfolioMargin: account.portfolioMargin,
      })
    : posterOf({
        kind,
        show,
        position: position as Position,
        closed,
        priceDecimals: prec.price,
        upnlFraction: config?.upnlFraction,
        portfolioMargin: account.portfolioMargin,
        leverage: position.leverage ? leverageOf(position.leverage) : null,
      });

  const onDownload = () => {
    if (!node || drawing.current) return;
    drawing.current = true;
    setDownloading(true);
    setDownloadError(null);
    posterPng(node)
      .then(
        (png) => saveDataUrl(png, posterFileName(model.symbol, model.kind, style, model.variant)),
        (e: unknown) => setDownloadError(messageOf(e)),
      )
      .finally(() => {
        drawing.current = false;
        setDownloading(false);
      });
  };

  return (
    <ShareDialogView
      symbol={position.symbol}
      poster={
        profile && link
          ? {
              model,
              nickname: profile.nickname,
              avatar: profile.avatar,
              badge: loyaltyBadge(profile.loyaltyLabel),
              inviteLink: link,
              inviteCode: profile.inviteCode,
              qr,
            }
          : null
      }
      error={error}
      kinds={kindsFor(position, closed !== null)}
      kind={model.kind}
      variants={variants}
      variant={model.variant}
      style={style}
      show={show}
      roiOffered={!account.portfolioMargin}
      downloading={downloading}
      downloadError={downloadError}
      onPosterNode={setNode}
      onKind={setKind}
      onVariant={setVariant}
      onStyle={setStyle}
      onShow={setShow}
      onDownload={onDownload}
      onRetry={() => {
        setError(null);
        setAttempt((n) => n + 1);
      }}
      onClose={onDone}
    />
  );
}
