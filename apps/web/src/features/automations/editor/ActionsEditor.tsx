import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { actionFieldsFor, isOneTimeAction, ticketActionFieldsFor, type Action, type ActionField, type RuleKind, type TicketActionField } from '@outpost/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueAt, type IssueMap, type RuleCatalogue } from '../../rules/index.ts';
import { ActionValueInput } from './ActionValueInput.tsx';
import { newAction } from './ruleDraft.ts';

export interface ActionsEditorProps {
  kind: RuleKind;
  value: Action[];
  onChange: (value: Action[]) => void;
  catalogue: RuleCatalogue;
  errors: IssueMap;
}

/** The Actions tab (spec 002 §3.1, §5.2): one row per action; one-time actions are offered once. */
export function ActionsEditor({ kind, value, onChange, catalogue, errors }: ActionsEditorProps) {
  const { t } = useTranslation();
  // The action whose kind or field was just chosen: its edit-field dialog opens at once.
  const [fresh, setFresh] = useState<string | null>(null);
  const offered = actionFieldsFor(kind);
  const available = (current?: ActionField) => offered.filter((f) => f === current || !isOneTimeAction(f, kind) || !value.some((a) => a.field === f));
  const replace = (index: number, action: Action) => onChange(value.map((a, i) => (i === index ? action : a)));
  const groupError = issueAt(errors, ['actions']);
  const add = () => {
    const first = available()[0];
    if (first) onChange([...value, newAction(first)]);
  };
  return (
    <Stack gap="sm">
      {groupError && (
        <Alert color="red" role="alert" p="xs">
          {groupError}
        </Alert>
      )}
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('automations.actions.none')}
        </Text>
      )}
      {value.map((action, index) => (
        <Paper key={action.uid} withBorder p="xs" data-testid="action-row">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <Select
                label={t('automations.actions.kind')}
                allowDeselect={false}
                data={available(action.field).map((f) => ({ value: f, label: t(`automations.actions.fields.${f}`) }))}
                value={action.field}
                onChange={(field) => {
                  if (!field || field === action.field) return;
                  setFresh(action.uid);
                  replace(index, { ...newAction(field as ActionField), uid: action.uid });
                }}
                error={issueAt(errors, ['actions', index, 'field'])}
              />
              {action.field === 'ticket' && (
                <Select
                  label={t('automations.actions.field')}
                  allowDeselect={false}
                  data={ticketActionFieldsFor(kind).map((f) => ({ value: f, label: t(`automations.actions.ticket.${f}`) }))}
                  value={action.operator}
                  onChange={(op) => {
                    if (!op || op === action.operator) return;
                    setFresh(action.uid);
                    replace(index, { ...newAction('ticket', op as TicketActionField), uid: action.uid });
                  }}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('automations.actions.remove')}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                mb={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <ActionValueInput
              key={action.field === 'ticket' ? `${action.field}.${action.operator}` : action.field}
              kind={kind}
              action={action}
              path={['actions', index]}
              onChange={(a) => replace(index, a)}
              catalogue={catalogue}
              errors={errors}
              fresh={fresh === action.uid}
            />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={available().length === 0}>
          {t('automations.actions.add')}
        </Button>
      </Group>
    </Stack>
  );
}
