import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RICH_TEXT_LIMITS as L } from '@outpost/rich-text/core';
import type { Translate } from '../context.tsx';
import { isValidTableSize } from '../lib/sizes.ts';
import { TabbedModal } from '../ui/TabbedModal.tsx';

interface Props {
  opened: boolean;
  t: Translate;
  onClose(): void;
  onInsert(rows: number, columns: number): void;
}

/** Insert-table dialog: a 6×6 grid picker plus rows (1–50) and columns (1–10), default 5×5. */
export function TableInsertDialog({ opened, t, onClose, onInsert }: Props) {
  const [rows, setRows] = useState<number>(L.tableDefaultSize);
  const [columns, setColumns] = useState<number>(L.tableDefaultSize);
  const [hover, setHover] = useState<{ r: number; c: number } | null>(null);
  const shown = hover ?? { r: rows, c: columns };
  const grid = Array.from({ length: L.tableGridPickerSize * L.tableGridPickerSize }, (_, i) => ({
    r: Math.floor(i / L.tableGridPickerSize) + 1,
    c: (i % L.tableGridPickerSize) + 1,
  }));
  const content = (
    <Stack gap="sm">
      <div className="outpost-grid" role="grid" aria-label={t('insertTable')} onMouseLeave={() => setHover(null)}>
        {grid.map(({ r, c }) => (
          <button
            type="button"
            key={`${r}-${c}`}
            aria-label={t('gridSize', { rows: r, columns: c })}
            className={r <= shown.r && c <= shown.c ? 'is-on' : undefined}
            onMouseEnter={() => setHover({ r, c })}
            onClick={() => {
              setRows(r);
              setColumns(c);
            }}
          />
        ))}
      </div>
      <Text size="sm">{t('gridSize', { rows: shown.r, columns: shown.c })}</Text>
      <Group grow>
        <NumberInput
          label={t('rows')}
          value={rows}
          onChange={(v) => setRows(Number(v))}
          min={1}
          max={L.tableMaxRows}
          allowDecimal={false}
          clampBehavior="none"
        />
        <NumberInput
          label={t('columns')}
          value={columns}
          onChange={(v) => setColumns(Number(v))}
          min={1}
          max={L.tableMaxColumns}
          allowDecimal={false}
          clampBehavior="none"
        />
      </Group>
    </Stack>
  );
  return (
    <TabbedModal
      opened={opened}
      title={t('insertTable')}
      tabs={[{ value: 'table', label: t('table'), content }]}
      onClose={onClose}
      onSubmit={() => onInsert(rows, columns)}
      submitLabel={t('insertButton')}
      submitDisabled={!isValidTableSize(rows, columns)}
    />
  );
}
