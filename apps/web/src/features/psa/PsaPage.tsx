import { Alert, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { useCan } from '../auth/session.ts';
import { CompanySettings } from './CompanySettings.tsx';
import { ConfigurationTypeMappings } from './ConfigurationTypeMappings.tsx';
import { ConnectionPanel } from './ConnectionPanel.tsx';
import { useCompanyCriteria } from './psa.api.ts';
import { ProductsTab } from './products/ProductsTab.tsx';
import { SyncPanel } from './SyncPanel.tsx';
import './psa.strings.ts';

/** The PSA integration: connection (administrators), companies, configuration types, products and the device sync. */
export function PsaPage() {
  const { t } = useTranslation();
  const isAdmin = useCan('admin');
  // Any PSA read answers 409 until a provider is connected: the other tabs wait for it.
  const connected = useCompanyCriteria();
  const notConnected = connected.error !== null && (connected.error as { status?: number }).status === 409;
  return (
    <Stack>
      <PageTitle>{t('psa.title')}</PageTitle>
      <Tabs defaultValue={isAdmin ? 'connection' : 'companies'} keepMounted={false}>
        <Tabs.List>
          {isAdmin && <Tabs.Tab value="connection">{t('psa.tabs.connection')}</Tabs.Tab>}
          <Tabs.Tab value="companies">{t('psa.tabs.companies')}</Tabs.Tab>
          <Tabs.Tab value="configurations">{t('psa.tabs.configurations')}</Tabs.Tab>
          <Tabs.Tab value="products">{t('psa.tabs.products')}</Tabs.Tab>
          <Tabs.Tab value="sync">{t('psa.tabs.sync')}</Tabs.Tab>
        </Tabs.List>
        {isAdmin && (
          <Tabs.Panel value="connection" pt="md">
            <ConnectionPanel />
          </Tabs.Panel>
        )}
        {(['companies', 'configurations', 'products', 'sync'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {notConnected ? (
              <Alert color="yellow">{t('psa.notConnected')}</Alert>
            ) : tab === 'companies' ? (
              <CompanySettings />
            ) : tab === 'configurations' ? (
              <ConfigurationTypeMappings />
            ) : tab === 'products' ? (
              <ProductsTab />
            ) : (
              <SyncPanel />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
