import type { PsaProductMapping } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { MappingList } from '../MappingList.tsx';
import { useProductMappings } from '../psa.api.ts';
import { ProductMappingEditor } from './ProductMappingEditor.tsx';

/** Product mappings (spec 001 §2.4): searchable by Name; Edit, Delete and Copy need exactly one selected row. */
export function ProductMappings() {
  const { t } = useTranslation();
  const mappings = useProductMappings();
  const columns = useMemo<DataTableColumn<PsaProductMapping>[]>(
    () => [
      { id: 'name', header: t('psa.products.name'), accessor: (m) => m.name },
      {
        id: 'type',
        header: t('psa.products.mappingType'),
        accessor: (m) => (m.productMappingType === 'SINGLE_HIT' ? t('psa.products.singleHit') : t('psa.products.multipleHit')),
      },
    ],
    [t],
  );
  return (
    <MappingList<PsaProductMapping>
      kind="products"
      mappings={mappings}
      columns={columns}
      editor={(mapping, onClose) => <ProductMappingEditor mapping={mapping} onClose={onClose} />}
    />
  );
}
