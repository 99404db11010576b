import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Tab, type TabProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { isPanelTab, type PanelTab } from './tabs';

/** order-panel.md §9: a drag starts once the pointer moved 30 px (a shorter move is a click). */
export const DRAG_THRESHOLD_PX = 30;

export interface SortableTabStripProps {
  /** The tabs shown, in order. */
  tabs: readonly PanelTab[];
  /** `tab` dropped where `over` was. */
  onReorder: (tab: PanelTab, over: PanelTab) => void;
  /** The MUI Tabs whose children are SortableTab. */
  children: ReactNode;
}

/**
 * Drag to reorder the tab strip (dnd-kit, issue 18): a lazy chunk of the remote, loaded once the
 * page settled or when the pointer first comes over the strip (OrderPanelTabs), so dnd-kit is not
 * in the first load. Pointer only: from the keyboard a focused tab moves with Alt+arrow
 * (OrderPanelTabs) or with the settings' earlier / later buttons, as before — dnd-kit's keyboard
 * sensor would take Enter, Space and the arrows the tab list needs. dnd-kit's own live region says
 * what a drag does, in the trader's language. The sorting strategy reads the tabs' measured
 * places, so a right-to-left strip drags the right way.
 */
export function SortableTabStrip({ tabs, onReorder, children }: SortableTabStripProps) {
  const { t } = useTranslation(NS);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }));
  const name = (id: unknown) => (isPanelTab(id) ? t(`tabs.${id}`) : '');
  const place = (id: unknown) => ({ position: tabs.indexOf(id as PanelTab) + 1, count: tabs.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.picked', { tab: name(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.over', { tab: name(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('reorder.moved', { tab: name(active.id), ...place(over.id) })
        : t('reorder.cancelled', { tab: name(active.id) }),
    onDragCancel: ({ active }) => t('reorder.cancelled', { tab: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id && isPanelTab(active.id) && isPanelTab(over.id)) onReorder(active.id, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.hint') } }}
    >
      <SortableContext items={[...tabs]} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * A tab of the strip that can be dragged. MUI's Tabs clones its children with the tab props
 * (selected, onChange, …): they are passed on to the Tab. The tab keeps its role and tab index (of
 * dnd-kit's `attributes` only the description is taken: the others would make it a button).
 */
export function SortableTab(props: TabProps & { value: PanelTab }) {
  const { setNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({ id: props.value });
  return (
    <Tab
      {...props}
      ref={setNodeRef}
      {...listeners}
      // described by the drag hint (it names the keyboard way too); role and tab index stay the tab's
      aria-describedby={attributes['aria-describedby']}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 1 : undefined }}
      sx={[
        { cursor: isDragging ? 'grabbing' : undefined, touchAction: 'pan-y' },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}
