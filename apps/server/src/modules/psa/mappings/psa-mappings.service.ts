import {
  PSA_MESSAGES,
  type PsaConfigurationTypeMapping,
  type PsaProductMapping,
  type PsaProviderData,
  type PsaRef,
  type psaConfigurationTypeMappingInputSchema,
  type psaProductMappingInputSchema,
} from '@outpost/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PsaConnectionService } from '../connection/psa-connection.service.ts';
import { type ConfigurationTypeMappingRow, type ProductMappingRow, type PsaRepository } from '../psa.repository.ts';
import { isUniqueViolation } from '../../../lib/unique-violation.ts';

type ConfigurationInput = z.output<typeof psaConfigurationTypeMappingInputSchema>;
type ProductInput = z.output<typeof psaProductMappingInputSchema>;

/** A device-role row of a configuration type mapping as stored (names kept for when the provider is unreachable). */
export interface StoredRoleConfiguration {
  id: number;
  nodeRoleId: number;
  configurationTypeId: number;
  configurationTypeName: string;
  onCreateStatusId: number | null;
  onCreateStatusName: string | null;
  onDeleteStatusId: number | null;
  onDeleteStatusName: string | null;
}
export interface StoredRoleProduct {
  id: number;
  nodeRoleId: number;
  productId: number;
  productName: string;
  agreementTypeId: number;
  agreementTypeName: string;
  groups: number[];
  groupsLogicOperator: 'AND' | 'OR';
  ranking: number;
}

const invalid = (fields: Record<string, string[]>) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
const COPY_SUFFIX = ' (Copy)';

/** A name from a list of provider records, or a 400 naming the field when the id is not among them. */
function pick(list: PsaRef[], id: number, field: string): string {
  const found = list.find((r) => r.id === id);
  if (!found) throw invalid({ [field]: ['Invalid'] });
  return found.name;
}

/**
 * Configuration type mappings (spec 001 §2.3) and product mappings (§2.4): names required, at most
 * 50 characters, unique after trimming and without case; the device-role rows checked against
 * the device roles and the provider data; product rows ranked in the order given.
 */
export function createPsaMappingsService(deps: { repo: PsaRepository; connection: PsaConnectionService; clock: Clock }) {
  const { repo, connection, clock } = deps;

  async function roleNames(): Promise<Map<number, string>> {
    return new Map((await repo.roles()).map((r) => [r.id, r.name]));
  }

  function presentConfiguration(row: ConfigurationTypeMappingRow, roles: Map<number, string>): PsaConfigurationTypeMapping {
    return {
      id: row.id,
      name: row.name,
      roleMappings: (row.roleMappings as StoredRoleConfiguration[]).map((r) => ({ ...r, nodeRoleName: roles.get(r.nodeRoleId) ?? 'Deleted' })),
    };
  }
  function presentProduct(row: ProductMappingRow, roles: Map<number, string>): PsaProductMapping {
    return {
      id: row.id,
      name: row.name,
      productMappingType: row.productMappingType,
      roleMappings: (row.roleMappings as StoredRoleProduct[]).map((r) => ({ ...r, nodeRoleName: roles.get(r.nodeRoleId) ?? 'Deleted' })),
    };
  }

  async function checkName(kind: 'configuration' | 'product', provider: string, name: string, exceptId?: number) {
    if (await repo.mappingNameTaken(kind, provider, name, exceptId)) {
      throw invalid({ name: [kind === 'configuration' ? PSA_MESSAGES.configurationTypeMappingNameTaken : PSA_MESSAGES.productMappingNameTaken] });
    }
  }

  function configurationRows(input: ConfigurationInput, data: PsaProviderData, roles: Map<number, string>): StoredRoleConfiguration[] {
    const seen = new Set<number>();
    return input.roleMappings.map((r, i) => {
      if (!roles.has(r.nodeRoleId) || seen.has(r.nodeRoleId)) throw invalid({ [`roleMappings.${i}.nodeRoleId`]: ['Invalid'] });
      seen.add(r.nodeRoleId);
      return {
        id: i + 1,
        nodeRoleId: r.nodeRoleId,
        configurationTypeId: r.configurationTypeId,
        configurationTypeName: pick(data.configurationTypes, r.configurationTypeId, `roleMappings.${i}.configurationTypeId`),
        onCreateStatusId: r.onCreateStatusId,
        onCreateStatusName: r.onCreateStatusId === null ? null : pick(data.configurationStatuses, r.onCreateStatusId, `roleMappings.${i}.onCreateStatusId`),
        onDeleteStatusId: r.onDeleteStatusId,
        onDeleteStatusName: r.onDeleteStatusId === null ? null : pick(data.configurationStatuses, r.onDeleteStatusId, `roleMappings.${i}.onDeleteStatusId`),
      };
    });
  }

  function productRows(input: ProductInput, data: PsaProviderData, roles: Map<number, string>): StoredRoleProduct[] {
    const seen = new Set<string>();
    return input.roleMappings.map((r, i) => {
      if (!roles.has(r.nodeRoleId)) throw invalid({ [`roleMappings.${i}.nodeRoleId`]: ['Invalid'] });
      const groups = [...new Set(r.groups)].sort((a, b) => a - b);
      const key = `${r.nodeRoleId}:${groups.join(',')}`;
      if (seen.has(key)) throw invalid({ [`roleMappings.${i}.nodeRoleId`]: [PSA_MESSAGES.sameRoleAndGroups] });
      seen.add(key);
      return {
        id: i + 1,
        nodeRoleId: r.nodeRoleId,
        productId: r.productId,
        productName: pick(data.products, r.productId, `roleMappings.${i}.productId`),
        agreementTypeId: r.agreementTypeId,
        agreementTypeName: pick(data.agreementTypes, r.agreementTypeId, `roleMappings.${i}.agreementTypeId`),
        groups,
        groupsLogicOperator: r.groupsLogicOperator,
        ranking: i + 1,
      };
    });
  }

  /** A unique-index race (two saves of one name at once) answers like the check. */
  async function saving<T>(kind: 'configuration' | 'product', write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error))
        throw invalid({ name: [kind === 'configuration' ? PSA_MESSAGES.configurationTypeMappingNameTaken : PSA_MESSAGES.productMappingNameTaken] });
      throw error;
    }
  }

  return {
    async listConfiguration(): Promise<PsaConfigurationTypeMapping[]> {
      const { provider } = await connection.active();
      const roles = await roleNames();
      return (await repo.configurationMappings(provider)).map((r) => presentConfiguration(r, roles));
    },
    async createConfiguration(input: ConfigurationInput): Promise<PsaConfigurationTypeMapping> {
      const { provider } = await connection.active();
      await checkName('configuration', provider, input.name);
      const roles = await roleNames();
      const rows = configurationRows(input, await connection.providerData(), roles);
      const row = await saving('configuration', () => repo.insertConfigurationMapping({ provider, name: input.name, roleMappings: rows }, clock.now()));
      return presentConfiguration(row, roles);
    },
    async updateConfiguration(id: number, input: ConfigurationInput): Promise<PsaConfigurationTypeMapping> {
      const { provider } = await connection.active();
      if (!(await repo.configurationMapping(provider, id))) throw notFound('Configuration type mapping');
      await checkName('configuration', provider, input.name, id);
      const roles = await roleNames();
      const rows = configurationRows(input, await connection.providerData(), roles);
      const row = await saving('configuration', () => repo.updateConfigurationMapping(provider, id, { name: input.name, roleMappings: rows }, clock.now()));
      if (!row) throw notFound('Configuration type mapping');
      return presentConfiguration(row, roles);
    },
    /** A copy: the name plus " (Copy)" and a new id (spec 001 §3). */
    async copyConfiguration(id: number): Promise<PsaConfigurationTypeMapping> {
      const { provider } = await connection.active();
      const source = await repo.configurationMapping(provider, id);
      if (!source) throw notFound('Configuration type mapping');
      const name = `${source.name.trim()}${COPY_SUFFIX}`;
      if (name.length > 50) throw invalid({ name: [PSA_MESSAGES.nameTooLong] });
      await checkName('configuration', provider, name);
      const row = await saving('configuration', () => repo.insertConfigurationMapping({ provider, name, roleMappings: source.roleMappings }, clock.now()));
      return presentConfiguration(row, await roleNames());
    },
    async deleteConfiguration(id: number): Promise<void> {
      const { provider } = await connection.active();
      if (!(await repo.deleteMapping('configuration', provider, id))) throw notFound('Configuration type mapping');
    },

    async listProduct(): Promise<PsaProductMapping[]> {
      const { provider } = await connection.active();
      const roles = await roleNames();
      return (await repo.productMappings(provider)).map((r) => presentProduct(r, roles));
    },
    async createProduct(input: ProductInput): Promise<PsaProductMapping> {
      const { provider } = await connection.active();
      await checkName('product', provider, input.name);
      const roles = await roleNames();
      const rows = productRows(input, await connection.providerData(), roles);
      const row = await saving('product', () =>
        repo.insertProductMapping({ provider, name: input.name, productMappingType: input.productMappingType, roleMappings: rows }, clock.now()),
      );
      return presentProduct(row, roles);
    },
    async updateProduct(id: number, input: ProductInput): Promise<PsaProductMapping> {
      const { provider } = await connection.active();
      if (!(await repo.productMapping(provider, id))) throw notFound('Product mapping');
      await checkName('product', provider, input.name, id);
      const roles = await roleNames();
      const rows = productRows(input, await connection.providerData(), roles);
      const row = await saving('product', () =>
        repo.updateProductMapping(provider, id, { name: input.name, productMappingType: input.productMappingType, roleMappings: rows }, clock.now()),
      );
      if (!row) throw notFound('Product mapping');
      return presentProduct(row, roles);
    },
    async copyProduct(id: number): Promise<PsaProductMapping> {
      const { provider } = await connection.active();
      const source = await repo.productMapping(provider, id);
      if (!source) throw notFound('Product mapping');
      const name = `${source.name.trim()}${COPY_SUFFIX}`;
      if (name.length > 50) throw invalid({ name: [PSA_MESSAGES.nameTooLong] });
      await checkName('product', provider, name);
      const row = await saving('product', () =>
        repo.insertProductMapping({ provider, name, productMappingType: source.productMappingType, roleMappings: source.roleMappings }, clock.now()),
      );
      return presentProduct(row, await roleNames());
    },
    async deleteProduct(id: number): Promise<void> {
      const { provider } = await connection.active();
      if (!(await repo.deleteMapping('product', provider, id))) throw notFound('Product mapping');
    },
  };
}
export type PsaMappingsService = ReturnType<typeof createPsaMappingsService>;
