import { Switch } from '@mantine/core';
import type { EnabledSetting } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import '../scripts.strings.ts';

/**
 * Media state (enable/disable) and system restore (turn on/off), spec 001 §3 {enabled}: one
 * switch whose label says what the setting does in the words of its kind.
 */
export function EnabledSettingForm({
  kind,
  value,
  onChange,
}: {
  kind: 'MEDIA_STATE' | 'SYSTEM_RESTORE';
  value: EnabledSetting;
  onChange: (value: EnabledSetting) => void;
}) {
  const { t } = useTranslation();
  const label = t(`scripts.native.${kind}.${value.enabled ? 'on' : 'off'}`);
  return (
    <Switch
      label={label}
      aria-label={t(`scripts.native.${kind}.name`)}
      description={t(`scripts.native.${kind}.help`)}
      checked={value.enabled}
      onChange={(e) => onChange({ enabled: e.currentTarget.checked })}
    />
  );
}
