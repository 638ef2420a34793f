import { Radio, Stack, TagsInput } from '@mantine/core';
import { defragSettingSchema, VOLUME_SELECTIONS, type DefragSetting } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../scripts.strings.ts';

/** The form's message for the volume list, from the shared schema (the server checks the same). */
export function volumeListError(value: DefragSetting): string | null {
  const parsed = defragSettingSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((i) => i.path[0] === 'checkList');
  return issue ? `${issue.path.length > 1 ? `${value.checkList[Number(issue.path[1])]}: ` : ''}${issue.message}` : null;
}

/**
 * Volume selection of the defragmentation setting (spec 001 §2.9, §3 {volumeName, checkList}):
 * every volume, the boot volume, boot and recovery volumes, or the listed volumes included or
 * excluded. Switching to a choice without a list clears the list.
 */
export function VolumeSelectionForm({ value, onChange }: { value: DefragSetting; onChange: (value: DefragSetting) => void }) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const listed = value.volumeName === 'INCLUDE' || value.volumeName === 'EXCLUDE';
  const error = touched ? volumeListError(value) : null;
  return (
    <Stack>
      <Radio.Group
        label={t('scripts.native.volumes')}
        value={value.volumeName}
        onChange={(v) => {
          const volumeName = v as DefragSetting['volumeName'];
          onChange({ volumeName, checkList: volumeName === 'INCLUDE' || volumeName === 'EXCLUDE' ? value.checkList : [] });
        }}
      >
        <Stack gap="xs" mt="xs">
          {VOLUME_SELECTIONS.map((v) => (
            <Radio key={v} value={v} label={t(`scripts.native.volume.${v}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {listed && (
        <TagsInput
          label={value.volumeName === 'INCLUDE' ? t('scripts.native.includeVolumes') : t('scripts.native.excludeVolumes')}
          description={t('scripts.native.volumesHelp')}
          placeholder="C:"
          value={value.checkList}
          error={error}
          onBlur={() => setTouched(true)}
          onChange={(checkList) => {
            setTouched(true);
            onChange({ ...value, checkList });
          }}
        />
      )}
    </Stack>
  );
}
