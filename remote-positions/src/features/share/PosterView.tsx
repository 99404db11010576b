import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { BONUS_AMOUNT, type PosterModel, type PosterStyle } from './rules/share';
import { ensureShareTexts } from './texts';

export interface PosterViewProps {
  model: PosterModel;
  style: PosterStyle;
  nickname: string;
  /** a data: URL (no external network) */
  avatar: string;
  badge: 'VIP' | 'PRO' | null;
  inviteLink: string;
  inviteCode: string;
  /** the QR code of the invite link as a data: URL, or null while it is drawn */
  qr: string | null;
}

const UP = '#20b26c';
const DOWN = '#ef454a';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Arial, sans-serif';

/**
 * The poster itself (positions.md §3 "Share poster"): plain elements with inline styles only, so
 * html-to-image draws exactly what is shown (no theme, no external font or image: the avatar and
 * the QR code are data: URLs). Figures are left to right in every language.
 */
export const PosterView = forwardRef<HTMLDivElement, PosterViewProps>(function PosterView(props, ref) {
  const { t, i18n } = useTranslation(NS);
  ensureShareTexts(i18n);
  const { model, style } = props;
  const vertical = style === 'vertical';
  const colour = model.sign > 0 ? UP : model.sign < 0 ? DOWN : '#ffffff';
  return (
    <div
      ref={ref}
      data-testid="share-poster"
      data-style={style}
      style={{
        width: vertical ? 360 : 600,
        minHeight: vertical ? 600 : 320,
        boxSizing: 'border-box',
        padding: 24,
        background: 'linear-gradient(135deg, #17181e 0%, #2b2f36 100%)',
        color: '#ffffff',
        fontFamily: FONT,
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap: 20,
        borderRadius: 12,
      }}
    >
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 14 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <img src={props.avatar} alt="" width={40} height={40} style={{ borderRadius: 20 }} />
          <span style={{ fontWeight: 600 }} data-testid="share-nickname">
            {props.nickname}
          </span>
          {props.badge ? (
            <span
              data-testid="share-badge"
              style={{
                background: '#f7a600',
                color: '#121214',
                borderRadius: 4,
                padding: '1px 6px',
                fontSize: 12,
                fontWeight: 700,
              }}
            >
              {props.badge}
            </span>
          ) : null}
        </div>
        <div style={{ fontSize: 14, opacity: 0.9 }} data-testid="share-kind">
          {model.variant
            ? t('share.kindVariant', {
                kind: t(`share.kinds.${model.kind}`),
                variant: t(`share.variants.${model.variant}`),
              })
            : t(`share.kinds.${model.kind}`)}
        </div>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 16, fontWeight: 600 }}>
          {model.variant === 'portfolio' ? (
            <span data-testid="share-symbol">{t('share.portfolioOf', { coin: model.symbol })}</span>
          ) : (
            <bdi dir="ltr" data-testid="share-symbol">
              {model.symbol}
            </bdi>
          )}
          {model.side ? (
            <span style={{ color: model.side === 'Buy' ? UP : DOWN }}>
              {t(model.side === 'Buy' ? 'share.long' : 'share.short')}
            </span>
          ) : null}
          {model.leverage ? (
            <bdi dir="ltr" style={{ opacity: 0.85 }}>
              {t('share.leverage', { leverage: model.leverage })}
            </bdi>
          ) : null}
        </div>
        <div>
          <div style={{ fontSize: 12, opacity: 0.7 }}>{t(`share.${model.headlineKind}`)}</div>
          <bdi dir="ltr" data-testid="share-headline" style={{ fontSize: 40, fontWeight: 700, color: colour }}>
            {model.headline}
          </bdi>
        </div>
        <div style={{ display: 'flex', gap: 20, flexWrap: 'wrap' }}>
          {model.pairs.map((pair) => (
            <div key={pair.key} data-testid={`share-pair-${pair.key}`}>
              <div style={{ fontSize: 12, opacity: 0.7 }}>{t(`share.${pair.key}`)}</div>
              <bdi dir="ltr" style={{ fontSize: 15, fontWeight: 600 }}>
                {pair.value}
              </bdi>
            </div>
          ))}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: vertical ? 'flex-start' : 'center',
          justifyContent: 'flex-end',
          gap: 8,
          width: vertical ? 'auto' : 170,
        }}
      >
        <div style={{ fontSize: 12, lineHeight: 1.4 }}>{t('share.bonus', { amount: BONUS_AMOUNT })}</div>
        {props.qr ? (
          <img
            src={props.qr}
            alt={t('share.scan')}
            width={96}
            height={96}
            data-testid="share-qr"
            style={{ background: '#fff', padding: 4 }}
          />
        ) : (
          <div style={{ width: 104, height: 104, background: 'rgba(255,255,255,0.1)' }} />
        )}
        <div style={{ fontSize: 11, opacity: 0.8 }}>{t('share.code', { code: props.inviteCode })}</div>
        <bdi dir="ltr" data-testid="share-link" style={{ fontSize: 10, opacity: 0.6, wordBreak: 'break-all' }}>
          {props.inviteLink}
        </bdi>
      </div>
    </div>
  );
});
