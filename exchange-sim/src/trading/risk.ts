import { OPTION_RISK_DEFAULTS, parseOptionRiskConfig, type OptionRiskConfig } from 'shared-core/domain';

/**
 * The simulator's option risk config (spec option-entry-and-platform.md §3 Risk config, §9): the
 * published defaults of shared-core's optionRisk module, whose formulas (fee, short IM / MM, open
 * reserve, required margin, price deviation) the simulator calls with `RISK`, the same way the
 * option entry does, so both sides agree by construction.
 */
export const RISK = parseOptionRiskConfig(OPTION_RISK_DEFAULTS)!;

/** The risk config as served by `GET /option/usdc/public/v1/risk-config` (decimal strings). */
export function optionRiskConfig(): OptionRiskConfig {
  return { ...OPTION_RISK_DEFAULTS };
}

/** Fee on the value of a liquidated position (charged by ContractDesk.liquidate instead of the taker fee). */
export const LIQUIDATION_FEE_RATE = OPTION_RISK_DEFAULTS.LIQUIDATION_FEE_RATE;

export const TAKER_FEE_RATE = OPTION_RISK_DEFAULTS.TAKER;
export const MAKER_FEE_RATE = '0.0002';
