import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { SCRIPT_VARIABLE_TYPES, scriptVariableSchema, type ScriptVariableInput, type ScriptVariableType } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type VariableDraft = {
  name: string;
  calculatedName: string;
  type: ScriptVariableType;
  description: string;
  required: boolean;
  valueList: string[];
  secret: boolean;
};

/** Adds or edits one script variable; checked with the same schema the server uses. */
export function VariableEditor({
  initial,
  taken,
  onSave,
  onClose,
}: {
  initial?: VariableDraft;
  taken: string[];
  onSave: (v: VariableDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<VariableDraft>(
    initial ?? { name: '', calculatedName: '', type: 'TEXT', description: '', required: false, valueList: [], secret: false },
  );
  const [valueText, setValueText] = useState(draft.valueList.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<VariableDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = () => {
    const candidate: ScriptVariableInput = {
      ...draft,
      valueList:
        draft.type === 'DROPDOWN'
          ? valueText
              .split('\n')
              .map((v) => v.trim())
              .filter(Boolean)
          : [],
      secret: draft.type === 'TEXT' && draft.secret,
    };
    const parsed = scriptVariableSchema.safeParse(candidate);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (taken.includes(candidate.calculatedName.trim().toUpperCase())) found.calculatedName ??= 'Already used by another variable';
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) onSave(parsed.data);
  };
  return (
    <Modal opened onClose={onClose} title={initial ? t('scripts.variables.edit') : t('scripts.variables.add')}>
      <Stack>
        <TextInput
          label={t('scripts.variables.name')}
          required
          value={draft.name}
          error={errors.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          data-autofocus
        />
        <TextInput
          label={t('scripts.variables.calculatedName')}
          description={t('scripts.variables.calculatedNameHelp')}
          required
          value={draft.calculatedName}
          error={errors.calculatedName}
          onChange={(e) => set({ calculatedName: e.currentTarget.value })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Select
          label={t('scripts.variables.type')}
          data={SCRIPT_VARIABLE_TYPES.map((type) => ({ value: type, label: t(`scripts.variables.types.${type}`) }))}
          value={draft.type}
          onChange={(v) => v && set({ type: v as ScriptVariableType })}
          allowDeselect={false}
        />
        <TextInput
          label={t('scripts.description')}
          value={draft.description}
          error={errors.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        {draft.type === 'DROPDOWN' && (
          <Textarea
            label={t('scripts.variables.valueList')}
            autosize
            minRows={3}
            value={valueText}
            error={errors.valueList}
            onChange={(e) => setValueText(e.currentTarget.value)}
          />
        )}
        <Checkbox label={t('scripts.variables.required')} checked={draft.required} onChange={(e) => set({ required: e.currentTarget.checked })} />
        {draft.type === 'TEXT' && (
          <Checkbox
            label={t('scripts.variables.secret')}
            description={t('scripts.variables.secretHelp')}
            checked={draft.secret}
            onChange={(e) => set({ secret: e.currentTarget.checked })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={save}>{t('app.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
