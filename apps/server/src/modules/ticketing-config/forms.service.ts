import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AttributeChoice, TicketAttribute, TicketForm, ticketAttributeInputSchema, ticketFormInputSchema } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { FormsRepository } from './forms.repository.ts';
import { presentAttribute, presentForm } from './ticketing-config.presenter.ts';

type FormInput = z.output<typeof ticketFormInputSchema>;
type AttributeInput = z.output<typeof ticketAttributeInputSchema>;

const nameConflict = (what: string) => new AppError('CONFLICT', `A ${what} with this name already exists`, { name: ['Already in use'] });

/** Ticket forms and the custom attributes they show. */
export function createFormsService(deps: { forms: FormsRepository; clock: Clock }) {
  const { forms, clock } = deps;

  async function requireForm(id: number) {
    const row = await forms.findForm(id);
    if (!row) throw notFound('Form');
    return row;
  }
  async function requireAttribute(id: number) {
    const row = await forms.findAttribute(id);
    if (!row) throw notFound('Attribute');
    return row;
  }

  async function checkForm(input: FormInput, exceptId?: number) {
    if (await forms.formNameTaken(input.name, exceptId)) throw nameConflict('form');
    const wanted = input.attributes.map((a) => a.attributeId);
    const existing = new Set(await forms.existingAttributeIds(wanted));
    const unknown = wanted.filter((id) => !existing.has(id));
    if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { attributes: [`Unknown attribute: ${unknown.join(', ')}`] });
  }

  /** Choices keep the ids they came with (so stored values still match); new ones get one. */
  function choicesOf(input: AttributeInput): AttributeChoice[] | undefined {
    if (input.attributeType !== 'DROPDOWN' && input.attributeType !== 'MULTI_SELECT') return undefined;
    return (input.content.values ?? []).map((v) => ({ id: v.id ?? randomBytes(6).toString('hex'), name: v.name }));
  }

  return {
    async listForms(includeInactive: boolean): Promise<TicketForm[]> {
      return (await forms.listForms(includeInactive)).map(presentForm);
    },
    async getForm(id: number): Promise<TicketForm> {
      return presentForm(await requireForm(id));
    },
    async createForm(input: FormInput): Promise<TicketForm> {
      await checkForm(input);
      return presentForm((await forms.findForm(await forms.saveForm(null, input, clock.now())))!);
    },
    async updateForm(id: number, input: FormInput): Promise<TicketForm> {
      await requireForm(id);
      await checkForm(input, id);
      await forms.saveForm(id, input, clock.now());
      return presentForm((await forms.findForm(id))!);
    },
    /** A form tickets use can only be made inactive: its tickets keep showing it. */
    async deleteForm(id: number) {
      await requireForm(id);
      const used = await forms.formUsage(id);
      if (used > 0) throw new AppError('CONFLICT', `This form is used by ${used} ticket(s); make it inactive instead`);
      await forms.deleteForm(id);
    },

    async listAttributes(): Promise<TicketAttribute[]> {
      return (await forms.listAttributes()).map(presentAttribute);
    },
    async createAttribute(input: AttributeInput): Promise<TicketAttribute> {
      if (await forms.attributeNameTaken(input.name)) throw nameConflict('attribute');
      const values = { ...input, content: { values: choicesOf(input) } };
      return presentAttribute((await forms.findAttribute(await forms.insertAttribute(values, clock.now())))!);
    },
    /**
     * Edits an attribute. While tickets hold values its type stays, and choices they use stay:
     * otherwise stored values would stop meaning anything.
     */
    async updateAttribute(id: number, input: AttributeInput): Promise<TicketAttribute> {
      const existing = await requireAttribute(id);
      if (await forms.attributeNameTaken(input.name, id)) throw nameConflict('attribute');
      if (existing.usageCount > 0 && existing.attributeType !== input.attributeType) {
        throw new AppError('CONFLICT', 'The type of an attribute in use cannot be changed', { attributeType: ['In use on tickets'] });
      }
      const choices = choicesOf(input);
      const kept = new Set((choices ?? []).map((c) => c.id));
      const removed = (existing.content.values ?? []).map((c) => c.id).filter((c) => !kept.has(c));
      if (await forms.choicesInUse(id, removed)) {
        throw new AppError('CONFLICT', 'A value in use on tickets cannot be removed', { 'content.values': ['A removed value is in use on tickets'] });
      }
      await forms.updateAttribute(id, { ...input, content: { values: choices } }, clock.now());
      return presentAttribute((await forms.findAttribute(id))!);
    },
    async deleteAttribute(id: number) {
      const existing = await requireAttribute(id);
      if (existing.usageCount > 0) throw new AppError('CONFLICT', `This attribute has values on ${existing.usageCount} ticket(s); make it inactive instead`);
      await forms.deleteAttribute(id);
    },
  };
}
export type FormsService = ReturnType<typeof createFormsService>;
