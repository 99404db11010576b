import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_DEFAULTS, pinSideOf, type TableColumnConfig } from '../../domain/table';
import type { ColumnLayoutApi } from './useColumnLayout';

interface ItemProps {
  config: TableColumnConfig;
  shown: boolean;
  locked: boolean;
  onShown: (show: boolean) => void;
  testId: string;
}

function ColumnItem({ config, shown, locked, onShown, testId }: ItemProps) {
  const { t } = useTranslation('common');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: config.key,
    disabled: locked,
  });
  return (
    <Stack
      component="li"
      ref={setNodeRef}
      direction="row"
      spacing={1}
      data-testid={`${testId}-item-${config.key}`}
      sx={{ alignItems: 'center', listStyle: 'none', py: 0.25, opacity: isDragging ? 0.6 : 1 }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Box
        component="button"
        type="button"
        {...attributes}
        {...listeners}
        disabled={locked}
        aria-label={t('table.dragHandle', { name: config.name })}
        data-testid={`${testId}-handle-${config.key}`}
        sx={{
          all: 'unset',
          cursor: locked ? 'default' : 'grab',
          px: 0.75,
          opacity: locked ? 0.3 : 0.8,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <span aria-hidden="true">⠿</span>
      </Box>
      <FormControlLabel
        sx={{ flex: 1, m: 0 }}
        control={
          <Checkbox
            size="small"
            checked={shown}
            onChange={(e) => onShown(e.target.checked)}
            data-testid={`${testId}-show-${config.key}`}
          />
        }
        label={config.name}
      />
      {pinSideOf(config.fixed) !== 'none' ? <Chip size="small" variant="outlined" label={t('table.pinned')} /> : null}
    </Stack>
  );
}

/**
 * The column menu (lazy chunk): hide / restore each column, reorder by drag, reset. dnd-kit gives
 * the pointer drag, auto-scroll and — with its KeyboardSensor — reordering from the keyboard with
 * screen-reader announcements; by hand that is focus management, collision detection and live
 * regions we would have to get right ourselves.
 */
export function ColumnSettings({
  columns,
  layout,
  onClose,
  testId,
}: {
  columns: readonly TableColumnConfig[];
  layout: ColumnLayoutApi;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const items = layout.layout.filter((c) => !c.removed && byKey.has(c.key));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: TABLE_DEFAULTS.dragThresholdPx } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => byKey.get(String(id))?.name ?? String(id);
  const positionOf = (id: string | number | undefined) => items.findIndex((c) => c.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('table.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => t('table.moved', { name: nameOf(active.id), position: positionOf(over?.id) }),
    onDragEnd: ({ active, over }) => t('table.dropped', { name: nameOf(active.id), position: positionOf(over?.id) }),
    onDragCancel: ({ active }) => t('table.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) layout.move(String(active.id), String(over.id));
  };
  const titleId = `${testId}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid={testId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('table.settingsTitle')}</DialogTitle>
      <DialogContent dividers>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          autoScroll={{
            interval: TABLE_DEFAULTS.dragAutoScrollIntervalMs,
            acceleration: TABLE_DEFAULTS.dragAutoScrollSpeed,
          }}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('table.dragHint') } }}
        >
          <SortableContext items={items.map((c) => c.key)} strategy={verticalListSortingStrategy}>
            <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('table.columns')}>
              {items.map((c) => {
                const config = byKey.get(c.key)!;
                return (
                  <ColumnItem
                    key={c.key}
                    config={config}
                    shown={c.show}
                    locked={pinSideOf(config.fixed) !== 'none' || config.dragDisabled === true}
                    onShown={(show) => layout.setShown(c.key, show)}
                    testId={testId}
                  />
                );
              })}
            </Box>
          </SortableContext>
        </DndContext>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => layout.reset()} data-testid={`${testId}-reset`}>
          {t('table.reset')}
        </Button>
        <Button variant="contained" onClick={onClose} data-testid={`${testId}-done`}>
          {t('table.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
