import { Box } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { stackOf, type Layout, type LayoutNode, type PanelId, type Stack } from './layout';
import { GLYPH, HeaderButton } from './chrome';
import { PanelAnchor } from './panelHosts';

export interface PlainLayoutProps {
  layout: Layout;
  title(id: PanelId): string;
  label(key: 'maximize' | 'restore', id: PanelId): string;
  onSelect(id: PanelId): void;
  onToggleMaximize(id: PanelId): void;
  /** The trader reaches for the layout (a press, a focus): fetch the layout library now. */
  onIntent(): void;
}

/**
 * The workspace as first drawn, before the layout library's chunk arrives (it is fetched once the
 * page has settled, or at the trader's first reach for a splitter or tab, so the first load stays
 * within its budget): the same arrangement, tabs and maximise, without dragging. If the chunk
 * cannot be fetched the page stays on this layout and keeps working.
 */
export function PlainLayout({ layout, ...props }: PlainLayoutProps) {
  const maximized = layout.maximized ? stackOf(layout.root, layout.maximized) : undefined;
  return (
    <Box
      data-workspace="plain"
      onPointerDownCapture={props.onIntent}
      onFocusCapture={props.onIntent}
      sx={{ display: 'flex', height: '100%', minHeight: 0 }}
    >
      {maximized ? <PlainStack stack={maximized} maximized {...props} /> : <PlainNode node={layout.root} {...props} />}
    </Box>
  );
}

type NodeProps = Omit<PlainLayoutProps, 'layout' | 'onIntent'>;

function PlainNode({ node, ...props }: { node: LayoutNode } & NodeProps) {
  if (node.kind === 'stack') return <PlainStack stack={node} maximized={false} {...props} />;
  return (
    <Box
      data-split={node.direction}
      sx={{ display: 'flex', flexDirection: node.direction, flex: '1 1 0', minWidth: 0, minHeight: 0 }}
    >
      {node.children.map((child, i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          {i > 0 ? <Box data-separator aria-hidden /> : null}
          <Box sx={{ display: 'flex', flex: `${node.sizes[i] ?? 1} 1 0`, minWidth: 0, minHeight: 0 }}>
            <PlainNode node={child} {...props} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function PlainStack({
  stack,
  maximized,
  title,
  label,
  onSelect,
  onToggleMaximize,
}: { stack: Stack; maximized: boolean } & NodeProps) {
  const onKeyDown = (e: KeyboardEvent, id: PanelId) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onToggleMaximize(id);
    }
  };
  return (
    <Box data-tabset sx={{ flex: '1 1 0' }}>
      <div data-tabset-header="">
        <div data-tab-list="" role="tablist">
          {stack.panels.map((id) => (
            <div
              key={id}
              role="tab"
              data-tab=""
              data-panel={id}
              aria-selected={id === stack.selected}
              tabIndex={id === stack.selected ? 0 : -1}
              onClick={() => onSelect(id)}
              onDoubleClick={() => onToggleMaximize(id)}
              onKeyDown={(e) => onKeyDown(e, id)}
            >
              {title(id)}
            </div>
          ))}
        </div>
        <div data-tabset-toolbar="">
          <HeaderButton
            label={label(maximized ? 'restore' : 'maximize', stack.selected)}
            glyph={maximized ? GLYPH.restore : GLYPH.maximize}
            aria-pressed={maximized}
            data-testid={`panel-maximize-${stack.selected}`}
            onClick={() => onToggleMaximize(stack.selected)}
          />
        </div>
      </div>
      <div data-tab-panels="">
        <PanelAnchor id={stack.selected} visible />
      </div>
    </Box>
  );
}
