/** The texts of the positions tab: the `positionsTab` block of the panel's namespace. */
export const positionsTabEn = {
  widgetTitle: 'Positions',
  unavailable: 'Positions are shown here on the trading page only.',
};

export type PositionsTabResources = { [K in keyof typeof positionsTabEn]: string };

export const positionsTabDe: PositionsTabResources = {
  widgetTitle: 'Positionen',
  unavailable: 'Positionen werden hier nur auf der Handelsseite gezeigt.',
};

export const positionsTabArSa: PositionsTabResources = {
  widgetTitle: 'المراكز',
  unavailable: 'تُعرض المراكز هنا في صفحة التداول فقط.',
};
