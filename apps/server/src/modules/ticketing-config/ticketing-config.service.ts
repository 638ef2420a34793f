import type { z } from 'zod';
import type { Tag, TicketingConfig, TicketStatus, tagListQuerySchema, ticketingConfigInputSchema, ticketStatusInputSchema } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { TicketingConfigRepository } from './config.repository.ts';
import type { StatusesRepository } from './statuses.repository.ts';
import type { TagsRepository } from './tags.repository.ts';
import { presentConfig, presentStatus } from './ticketing-config.presenter.ts';

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', { [field]: [message] });
const nameConflict = (what: string) => new AppError('CONFLICT', `A ${what} with this name already exists`, { name: ['Already in use'] });
const tagExists = () => new AppError('CONFLICT', 'Tag already exists', { name: ['Tag already exists'] });

/** Statuses, the tag catalogue and the service-desk settings. */
export function createTicketingConfigService(deps: { statuses: StatusesRepository; tags: TagsRepository; config: TicketingConfigRepository; clock: Clock }) {
  const { statuses, tags, config, clock } = deps;

  async function requireCustomStatus(id: number) {
    const row = await statuses.find(id);
    if (!row) throw notFound('Status');
    if (row.systemKey !== null) throw new AppError('CONFLICT', 'System statuses cannot be changed');
    return row;
  }

  async function statusValues(input: z.output<typeof ticketStatusInputSchema>, exceptId?: number) {
    const parent = await statuses.findSystem(input.parentKey);
    if (!parent) throw invalid('parentKey', 'Unknown status');
    if (await statuses.nameTaken(input.name, exceptId)) throw nameConflict('status');
    return { name: input.name, parentId: parent.id, active: input.active, position: input.position };
  }

  async function status(id: number): Promise<TicketStatus> {
    return presentStatus((await statuses.find(id))!);
  }

  return {
    async listStatuses(): Promise<TicketStatus[]> {
      return (await statuses.list()).map(presentStatus);
    },
    async createStatus(input: z.output<typeof ticketStatusInputSchema>) {
      return status(await statuses.insert(await statusValues(input)));
    },
    async updateStatus(id: number, input: z.output<typeof ticketStatusInputSchema>) {
      await requireCustomStatus(id);
      await statuses.update(id, await statusValues(input, id));
      return status(id);
    },
    /** Deletes a custom status no ticket uses; one in use can only be made inactive. */
    async deleteStatus(id: number) {
      await requireCustomStatus(id);
      const used = await statuses.usage(id);
      if (used > 0) throw new AppError('CONFLICT', `This status is used by ${used} ticket(s); make it inactive instead`);
      await statuses.delete(id);
    },

    /** Every tag (pageSize 0) or one page after `anchorName`, by name. */
    async listTags(query: z.output<typeof tagListQuerySchema>): Promise<Tag[]> {
      return tags.list({
        limit: query.pageSize === 0 ? null : query.pageSize,
        direction: query.sortDirection,
        search: query.searchCriteria || undefined,
        anchor: query.anchorName,
      });
    },
    async createTag(name: string, userId: number): Promise<Tag> {
      const created = await tags.insert(name, userId);
      if (!created) throw tagExists();
      return created;
    },
    async renameTag(id: number, name: string): Promise<Tag> {
      const existing = await tags.find(id);
      if (!existing) throw notFound('Tag');
      const [same] = await tags.findByNames([name]);
      if (same && same.id !== id) throw tagExists();
      await tags.rename(id, name);
      return { id, name };
    },
    /** Removes the tag from the catalogue and from every ticket. */
    async deleteTag(id: number) {
      if (!(await tags.find(id))) throw notFound('Tag');
      await tags.delete(id);
    },

    async getConfig(): Promise<TicketingConfig> {
      return presentConfig(await config.get());
    },
    async putConfig(input: z.output<typeof ticketingConfigInputSchema>, userId: number): Promise<TicketingConfig> {
      await config.put(input, userId, clock.now());
      return presentConfig(await config.get());
    },
  };
}
export type TicketingConfigService = ReturnType<typeof createTicketingConfigService>;
