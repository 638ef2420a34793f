import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { Agreement } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { QueryState } from '../../shared/QueryState.tsx';
import { AgreementForm } from './AgreementForm.tsx';
import { useAgreement, useAgreementMonth, useDeleteAgreement } from './billing.api.ts';
import { BillingNav } from './BillingNav.tsx';
import { MonthSelect, StatementView, currentMonth, formatDay } from './StatementView.tsx';
import { DevicesSource } from './StatementPage.tsx';
import './billing.strings.ts';

function AgreementMonth({ agreement }: { agreement: Agreement }) {
  const [month, setMonth] = useState(currentMonth);
  const view = useAgreementMonth(agreement.id, month);
  return (
    <Stack>
      <MonthSelect value={month} onChange={setMonth} />
      <QueryState query={view}>
        {(s) => (
          <Stack>
            <DevicesSource statement={s} />
            <StatementView statement={s} showAgreement={false} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** One agreement: what it is, and its devices, time and amounts for a month. */
export function AgreementPage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/billing/agreements/$id' });
  const navigate = useNavigate();
  const agreement = useAgreement(id);
  const remove = useDeleteAgreement();
  const [editing, setEditing] = useState(false);
  return (
    <Stack>
      <BillingNav />
      <QueryState query={agreement}>
        {(a) => (
          <Stack>
            <Group justify="space-between">
              <div>
                <PageTitle>{a.name}</PageTitle>
                <Group gap="xs">
                  <Text c="dimmed">{a.organizationName}</Text>
                  <Badge variant="light">{t(`billing.agreementTypes.${a.type}`)}</Badge>
                  <Text c="dimmed" size="sm">
                    {formatDay(a.startDate)} – {a.endDate ? formatDay(a.endDate) : t('billing.agreements.noEnd')}
                  </Text>
                </Group>
              </div>
              <Group>
                <Button variant="default" onClick={() => setEditing(true)}>
                  {t('billing.agreements.edit')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  onClick={() =>
                    confirmDanger(t, {
                      title: t('billing.agreements.delete'),
                      body: t('billing.agreements.deleteConfirm', { name: a.name }),
                      confirmLabel: t('billing.agreements.delete'),
                      onConfirm: () =>
                        remove.mutate(a.id, {
                          onSuccess: () => {
                            notifications.show({ message: t('billing.agreements.deleted') });
                            void navigate({ to: '/billing/agreements' });
                          },
                          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                        }),
                    })
                  }
                >
                  {t('billing.agreements.delete')}
                </Button>
              </Group>
            </Group>
            <AgreementMonth agreement={a} />
            {editing && (
              <AgreementForm agreement={a} onClose={() => setEditing(false)} onSaved={() => notifications.show({ message: t('billing.agreements.saved') })} />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
