/**
 * What kind of account the signed-in trader holds (positions.md §6). Every per-account variation
 * of the positions area and order panel (columns, slippage control, copy-trade endpoints, the
 * non-UTA liquidation-price checks) follows from this one pure reading of the profile, so a
 * widget never tests `accountType` strings itself.
 */

export type AccountType = 'UTA' | 'UTA2' | 'UM' | 'PM' | 'REGULAR';
export type MarginMode = 'REGULAR_MARGIN' | 'PORTFOLIO_MARGIN' | 'ISOLATED_MARGIN';
export type CopyTradeRole = 'none' | 'leader' | 'follower';

/** The profile fields the account kind reads (the profile call and the login answer carry them). */
export interface AccountProfileFields {
  accountType?: string;
  marginMode?: string;
  isDemo?: boolean;
  copyTradeRole?: string;
  positionMode?: string;
  /** PROCESS while the account's upgrade to a unified account is carried out. */
  unifiedUpdateStatus?: string;
  /** May trade futures spreads (order-panel.md §2.2). */
  spreadAccess?: boolean;
}

export interface AccountKind {
  /** Unified trading account generation: 1 (UTA, UM), 2 (UTA2), or null for classic accounts. */
  unified: 1 | 2 | null;
  portfolioMargin: boolean;
  demo: boolean;
  /** Leader or follower: closes go through the copy-trade endpoints (close-position, close-all). */
  copyTrade: boolean;
  copyTradeRole: CopyTradeRole;
  /** Hedge mode (BothSide): a long (positionIdx 1) and a short (positionIdx 2) per symbol. */
  hedgeMode: boolean;
}

const COPY_ROLES: readonly CopyTradeRole[] = ['none', 'leader', 'follower'];

/** Reads the account kind from a profile; absent or unknown fields read as a classic one-way account. */
export function accountKindOf(profile: AccountProfileFields | null | undefined): AccountKind {
  const type = profile?.accountType;
  const portfolioMargin = type === 'PM' || profile?.marginMode === 'PORTFOLIO_MARGIN';
  const unified: 1 | 2 | null = type === 'UTA2' ? 2 : type === 'UTA' || type === 'UM' || type === 'PM' ? 1 : null;
  const role = COPY_ROLES.find((r) => r === profile?.copyTradeRole) ?? 'none';
  return {
    unified,
    portfolioMargin,
    demo: profile?.isDemo === true,
    copyTrade: role !== 'none',
    copyTradeRole: role,
    hedgeMode: profile?.positionMode === 'BothSide',
  };
}

/** positions.md §6: the position value column is for unified accounts only. */
export const showsPositionValue = (k: AccountKind): boolean => k.unified !== null;
/** positions.md §6: the ADL rank column is for unified, non-demo accounts. */
export const showsAdlRank = (k: AccountKind): boolean => k.unified !== null && !k.demo;
/** positions.md §6: slippage control only for market closes of UTA2 accounts, never in demo. */
export const offersSlippageControl = (k: AccountKind): boolean => k.unified === 2 && !k.demo;
/** positions.md §6: the ROI input type is not offered to portfolio-margin accounts. */
export const offersRoiInput = (k: AccountKind): boolean => !k.portfolioMargin;
/** positions.md §5: the close-price and stop-loss checks against the liquidation price apply to non-UTA accounts. */
export const checksLiquidationPrice = (k: AccountKind): boolean => k.unified === null;
/**
 * positions.md §2: "the unified account is processing" — the account's upgrade to a unified account
 * is being carried out (profile `unifiedUpdateStatus: PROCESS`); positions are being moved and their
 * liquidation prices are not meaningful meanwhile.
 */
export const isUnifiedProcessing = (profile: AccountProfileFields | null | undefined): boolean =>
  profile?.unifiedUpdateStatus === 'PROCESS';
/** positions.md §2, §6: the liquidation price shows '--' for portfolio margin or while the unified account is processing. */
export const showsLiquidationPrice = (k: AccountKind, unifiedProcessing = false): boolean =>
  !k.portfolioMargin && !unifiedProcessing;
/** positions.md §6: the close-by-margin-rate column is for unified and regular-margin accounts (not portfolio margin). */
export const showsMarginRateClose = (k: AccountKind): boolean => !k.portfolioMargin;
/**
 * positions.md §6: the MMR close control is offered for linear and inverse-type symbols, and for
 * every contract on UTA2 (USDC contracts too); never for options. Elsewhere the cell is a dash.
 */
export function supportsMarginRateClose(k: AccountKind, tradeType: string): boolean {
  if (!showsMarginRateClose(k)) return false;
  if (tradeType === 'UsdcOption' || tradeType === 'UsdtOption' || tradeType === 'Spot') return false;
  if (k.unified === 2) return true;
  return ['LinearPerpetual', 'LinearFutures', 'InversePerpetual', 'InverseFutures'].includes(tradeType);
}
/** positions.md §2, §4: margin edit (the adjust-margin button) only for isolated positions. */
export const editsMargin = (isIsolated: boolean | undefined): boolean => isIsolated === true;
