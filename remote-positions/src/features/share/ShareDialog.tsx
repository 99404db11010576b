import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leverageOf, positionPrecision, type Position } from 'shared-core';
import { toApiError, useHostServices } from 'shared-http';

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : toApiError(e).message);
import type { PositionDialogProps } from '../actions/types';
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
import { ShareDialogView } from './ShareDialogView';
import { ensureShareTexts } from './texts';

/**
 * The share poster, connected (positions.md §2, §3, §6, §9): the profile (invite code, avatar,
 * loyalty label) and this position's latest closed-PnL record (closedRecordFor) from the simulator, the QR code of the invite
 * link, and Download image: the poster node drawn to a PNG in the browser (nothing is sent).
 */
export function ShareDialog({ position, config, account, onDone }: PositionDialogProps) {
  const { http } = useHostServices();
  const { i18n } = useTranslation();
  ensureShareTexts(i18n);
  const [profile, setProfile] = useState<ShareProfile | null>(null);
  const [closed, setClosed] = useState<ClosedPnl | null>(null);
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
      ([p, records]) => {
        setProfile(p);
        setClosed(closedRecordFor(position, records));
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

  const prec = positionPrecision(false, config);
  const model = posterOf({
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
        (png) => saveDataUrl(png, posterFileName(model.symbol, kind, style)),
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
      kind={kind}
      style={style}
      show={show}
      roiOffered={!account.portfolioMargin}
      downloading={downloading}
      downloadError={downloadError}
      onPosterNode={setNode}
      onKind={setKind}
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
