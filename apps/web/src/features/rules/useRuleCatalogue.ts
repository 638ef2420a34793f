import type { TicketAttribute } from '@outpost/contracts';
import type { AttributeDefinition } from '@outpost/rules';
import { useMemo } from 'react';
import { useAttributes, useStatuses } from '../../api/ticketingConfig.api.ts';
import type { LabelContext } from './labels.ts';

/** A ticket attribute as the rule model describes one. */
export function toAttributeDefinition(attribute: TicketAttribute): AttributeDefinition {
  return {
    id: attribute.id,
    attributeType: attribute.attributeType,
    name: attribute.name,
    active: attribute.active,
    content: { values: attribute.content.values ?? [] },
  };
}

/**
 * What every rule editor needs from the service desk's configuration: custom attributes (always
 * asked of the server, spec 002 §7 GetAttributeList) and statuses (for status values and the
 * per-status time-since fields). `attributesError` is true when the attributes could not be read.
 */
export function useRuleCatalogue(): LabelContext & { loading: boolean; attributesError: boolean; statusKeys: string[] } {
  const attributes = useAttributes();
  const statuses = useStatuses();
  return useMemo(() => {
    const statusList = statuses.data ?? [];
    return {
      attributes: (attributes.data ?? []).map(toAttributeDefinition),
      statuses: statusList,
      // Custom statuses may be retired; a retired one is still offered when a rule names it (see fieldChoices in ticketRuleCatalogue.tsx).
      statusKeys: statusList.filter((s) => s.active).map((s) => s.key ?? String(s.id)),
      loading: attributes.isPending || statuses.isPending,
      attributesError: attributes.isError,
    };
  }, [attributes.data, attributes.isPending, attributes.isError, statuses.data, statuses.isPending]);
}
