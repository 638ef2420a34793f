import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AgreementSyncPanel } from './AgreementSyncPanel.tsx';
import { ProductMappings } from './ProductMappings.tsx';

/** The provider's product page (spec 001 §2.4): Mappings and Sync (the product agreement sync). */
export function ProductsTab() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="mappings" keepMounted={false} variant="pills">
      <Tabs.List>
        <Tabs.Tab value="mappings">{t('psa.products.mappingsTab')}</Tabs.Tab>
        <Tabs.Tab value="sync">{t('psa.products.syncTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="mappings" pt="md">
        <ProductMappings />
      </Tabs.Panel>
      <Tabs.Panel value="sync" pt="md">
        <AgreementSyncPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
