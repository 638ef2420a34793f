import type { TicketAttribute } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { useAttributes } from '../../../api/ticketingConfig.api.ts';
import { AttributeDialog, hasChoices } from './AttributeDialog.tsx';
import { ConfigListPanel, withInactive } from '../parts.tsx';
import { useDeleteAttribute } from '../serviceDeskAdmin.api.ts';

/** Custom ticket attributes: every type of spec 002 §3.1, active or retired. */
export function AttributesPanel() {
  const { t } = useTranslation();
  const attributes = useAttributes();
  const remove = useDeleteAttribute();
  const columns = useMemo<DataTableColumn<TicketAttribute>[]>(
    () => [
      { id: 'name', header: t('serviceDesk.name'), accessor: (a) => withInactive(t, a.name, a.active), sortValue: (a) => a.name.toLowerCase() },
      { id: 'attributeType', header: t('serviceDesk.attributes.type'), accessor: (a) => t(`serviceDesk.attributes.type_${a.attributeType}`) },
      {
        id: 'values',
        header: t('serviceDesk.attributes.values'),
        accessor: (a) => (hasChoices(a.attributeType) ? (a.content.values ?? []).map((v) => v.name).join(', ') : ''),
        disableSortBy: true,
      },
      { id: 'usageCount', header: t('serviceDesk.attributes.usage'), cellType: 'Number' },
      { id: 'description', header: t('serviceDesk.description'), hiddenByDefault: true },
    ],
    [t],
  );
  return (
    <ConfigListPanel<TicketAttribute>
      kind="attributes"
      tableId="service-desk-attributes"
      query={attributes}
      columns={columns}
      remove={remove}
      renderDialog={(attribute, close) => <AttributeDialog attribute={attribute} onClose={close} />}
    />
  );
}
