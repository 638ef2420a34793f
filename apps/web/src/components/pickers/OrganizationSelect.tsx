import type { OrganizationPickItem } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { fetchOrganizations } from '../../api/pickers.api.ts';
import { RemoteSelect } from './RemoteSelect.tsx';

/** A searchable organization picker (50 a page); deleted organizations are marked '(Deleted)'. */
export function OrganizationSelect(props: {
  label: string;
  description?: string;
  placeholder?: string;
  value: OrganizationPickItem | null;
  onChange: (organization: OrganizationPickItem | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <RemoteSelect<OrganizationPickItem>
      {...props}
      queryKey={['pickers', 'organizations']}
      fetchPage={fetchOrganizations}
      getId={(o) => String(o.id)}
      toOption={(o) => ({ label: o.name, suffix: o.deleted ? t('tickets.deleted') : undefined })}
    />
  );
}
