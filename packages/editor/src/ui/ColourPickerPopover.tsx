import { ColorPicker, ColorSwatch, Group, Popover, Stack, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { COLOUR_PRESETS, RICH_TEXT_LIMITS } from '@outpost/rich-text/core';
import type { Translate } from '../context.tsx';
import { IconButton } from './ToolButtons.tsx';

interface Props {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  t: Translate;
  onPick(colour: string): void;
}

/** Colour picker popover: hex input, 15 presets, saturation/value area, hue slider and preview. */
export function ColourPickerPopover({ label, icon, disabled, t, onPick }: Props) {
  const [value, setValue] = useState<string>(RICH_TEXT_LIMITS.defaultColour);
  const [open, setOpen] = useState(false);
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <Popover opened={open} onChange={setOpen} width={RICH_TEXT_LIMITS.colourPickerWidth + 24} trapFocus position="bottom-start">
      <Popover.Target>
        <IconButton label={label} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => setOpen((o) => !o)}>
          {icon}
        </IconButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <ColorPicker
            format="hex"
            value={valid ? value : RICH_TEXT_LIMITS.defaultColour}
            onChange={setValue}
            swatches={[...COLOUR_PRESETS]}
            swatchesPerRow={5}
            size="sm"
            w={RICH_TEXT_LIMITS.colourPickerWidth}
          />
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={valid ? value : 'transparent'} aria-label={t('preview')} />
            <TextInput size="xs" aria-label={t('hex')} value={value} onChange={(e) => setValue(e.currentTarget.value)} style={{ flex: 1 }} />
            <IconButton
              label={t('apply')}
              variant="filled"
              disabled={!valid}
              onClick={() => {
                onPick(value);
                setOpen(false);
              }}
            >
              <IconCheck size={16} stroke={2} aria-hidden />
            </IconButton>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
