import { useState } from 'react';
import { useHostServices } from 'shared-http';
import { guideAfter, showsDemotionTip, showsGuide, showsMigrationTip, showsUniformTableTip } from './rules';
import { TipsView } from './TipsView';
import { useDemotedCount } from './useDemotedCount';
import { useTipPrefs } from './useTipPrefs';

export interface PanelTipsProps {
  userId: string | number | null | undefined;
  activeTab: string;
  openOrderCount: number;
  /** UTA1 account and compliance allows the migration tips (visibility.showsUta1Tips) */
  uta1Tips: boolean;
  /** compliance flag integratedNewUserTips */
  newUserTips: boolean;
}

/** The connected tips: preferences through pref-setting, rules from ./rules, the view from ./TipsView. */
export function PanelTips({ userId, activeTab, openOrderCount, uta1Tips, newUserTips }: PanelTipsProps) {
  const { http } = useHostServices();
  const { prefs, setGuide, closeMigrationTip, turnOffUniformTableTip } = useTipPrefs(http, userId);
  const demotedCount = useDemotedCount(http, userId, openOrderCount);
  const [guideDismissed, setGuideDismissed] = useState(false);
  const [demotionClosed, setDemotionClosed] = useState(false);
  if (!prefs.loaded) return null;
  const tab = showsMigrationTip(activeTab, uta1Tips, prefs.closedMigrationTips) ? activeTab : null;
  return (
    <TipsView
      guide={!guideDismissed && showsGuide(prefs.guide, userId != null, newUserTips) ? prefs.guide : null}
      migrationTip={tab === 'orderHistory' || tab === 'tradeHistory' ? tab : null}
      demotionTip={showsDemotionTip(demotedCount, openOrderCount, demotionClosed)}
      uniformTableTip={showsUniformTableTip(prefs.uniformTableTip)}
      onGuide={(action) => setGuide(guideAfter(prefs.guide, action))}
      onDismissGuide={() => setGuideDismissed(true)}
      onCloseMigrationTip={closeMigrationTip}
      onCloseDemotionTip={() => setDemotionClosed(true)}
      onCloseUniformTableTip={turnOffUniformTableTip}
    />
  );
}
