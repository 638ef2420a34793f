import { Tabs } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import './billing.strings.ts';

const SECTIONS = [
  { to: '/billing/products', key: 'billing.products.title' },
  { to: '/billing/agreements', key: 'billing.agreements.title' },
  { to: '/billing/statement', key: 'billing.statement.title' },
  { to: '/billing/unbilled', key: 'billing.unbilled.title' },
] as const;

/** The billing area's sections: products, agreements, statement, unbilled time. */
export function BillingNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = SECTIONS.find((s) => pathname.startsWith(s.to))?.to ?? SECTIONS[0].to;
  return (
    <Tabs value={current} onChange={(v) => v && void navigate({ to: v })}>
      <Tabs.List aria-label={t('billing.nav')}>
        {SECTIONS.map((s) => (
          <Tabs.Tab key={s.to} value={s.to}>
            {t(s.key)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
