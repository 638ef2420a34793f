import { useState } from 'react';
import { ColorPicker, ColorSwatch, Group, Popover, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Defaults from spec 002 §9. */
export const DEFAULT_COLOR = '#121212';
export const COLOR_PICKER_WIDTH = 214;
/** Fifteen preset swatches. */
export const COLOR_PRESETS = [
  '#121212',
  '#495057',
  '#868e96',
  '#fa5252',
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#82c91e',
  '#fab005',
  '#fd7e14',
] as const;

const HEX = /^#[0-9a-f]{6}$/i;

export interface ColorPickerPopoverProps {
  value?: string;
  onChange: (hex: string) => void;
  label?: string;
}

/** Swatch button opening a picker: saturation/value area, hue slider, presets, hex input, preview. */
export function ColorPickerPopover({ value = DEFAULT_COLOR, onChange, label }: ColorPickerPopoverProps) {
  const { t } = useTranslation('components');
  const [hex, setHex] = useState(value);
  const [draft, setDraft] = useState(value);
  const set = (next: string) => {
    setHex(next);
    setDraft(next);
    onChange(next);
  };
  return (
    <Popover width={COLOR_PICKER_WIDTH} position="bottom-start" shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={label ?? t('widgets.colorPick')}>
          <ColorSwatch color={value} size={24} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <ColorPicker format="hex" value={hex} onChange={set} swatches={[...COLOR_PRESETS]} swatchesPerRow={5} fullWidth />
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={hex} size={28} aria-label={t('widgets.colorPreview')} data-testid="color-preview" />
            <TextInput
              aria-label={t('widgets.colorHex')}
              value={draft}
              maxLength={7}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setDraft(next);
                if (HEX.test(next)) {
                  setHex(next.toLowerCase());
                  onChange(next.toLowerCase());
                }
              }}
              onBlur={() => setDraft(hex)}
              style={{ flex: 1 }}
            />
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
