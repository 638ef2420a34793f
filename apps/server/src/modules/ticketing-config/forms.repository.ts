import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AttributeContent, AttributeType } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { attributeChoicesInUse, attributeValueCount, ticketsWithForm } from '../tickets/tickets.queries.ts';
import { formAttributes, ticketAttributes, ticketForms } from './ticketing-config.schema.ts';

// Qualified by hand: on a one-table select Drizzle writes columns without their table, and the
// subquery's own columns would then shadow the outer ones.
const usageCount = attributeValueCount(ticketAttributes.id);
const attributeColumns = {
  id: ticketAttributes.id,
  name: ticketAttributes.name,
  description: ticketAttributes.description,
  attributeType: ticketAttributes.attributeType,
  active: ticketAttributes.active,
  content: ticketAttributes.content,
  usageCount,
  createdAt: ticketAttributes.createdAt,
  updatedAt: ticketAttributes.updatedAt,
};
type FormValues = { name: string; description: string; active: boolean; attributes: { attributeId: number; required: boolean }[] };
type AttributeValues = { name: string; description: string; attributeType: AttributeType; active: boolean; content: AttributeContent };

const nameIs = (column: typeof ticketForms.name | typeof ticketAttributes.name, name: string) => eq(sql`lower(${column})`, name.toLowerCase());

/** Ticket forms with their ordered attributes, and the custom attributes themselves. */
export function createFormsRepository(db: Database) {
  async function attributesOf(formIds: number[]) {
    if (formIds.length === 0) return [];
    return db
      .select({
        formId: formAttributes.formId,
        attributeId: ticketAttributes.id,
        name: ticketAttributes.name,
        attributeType: ticketAttributes.attributeType,
        active: ticketAttributes.active,
        content: ticketAttributes.content,
        required: formAttributes.required,
        position: formAttributes.position,
      })
      .from(formAttributes)
      .innerJoin(ticketAttributes, eq(ticketAttributes.id, formAttributes.attributeId))
      .where(inArray(formAttributes.formId, formIds))
      .orderBy(asc(formAttributes.position), asc(ticketAttributes.id));
  }

  async function withAttributes<T extends { id: number }>(forms: T[]) {
    const links = await attributesOf(forms.map((f) => f.id));
    return forms.map((form) => ({ ...form, attributes: links.filter((l) => l.formId === form.id) }));
  }

  return {
    async listForms(includeInactive: boolean) {
      const rows = await db
        .select()
        .from(ticketForms)
        .where(includeInactive ? undefined : eq(ticketForms.active, true))
        .orderBy(sql`lower(${ticketForms.name})`, asc(ticketForms.id));
      return withAttributes(rows);
    },
    async findForm(id: number) {
      const rows = await db.select().from(ticketForms).where(eq(ticketForms.id, id));
      return (await withAttributes(rows))[0];
    },
    async formNameTaken(name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: ticketForms.id })
        .from(ticketForms)
        .where(and(nameIs(ticketForms.name, name), exceptId === undefined ? undefined : ne(ticketForms.id, exceptId)));
      return row !== undefined;
    },
    /** Creates or replaces a form and its attribute list in one transaction; answers its id. */
    async saveForm(id: number | null, values: FormValues, at: Date) {
      return db.transaction(async (tx) => {
        const { attributes, ...form } = values;
        let formId = id;
        if (formId === null) {
          const [row] = await tx
            .insert(ticketForms)
            .values({ ...form, createdAt: at, updatedAt: at })
            .returning({ id: ticketForms.id });
          formId = row!.id;
        } else {
          await tx
            .update(ticketForms)
            .set({ ...form, updatedAt: at })
            .where(eq(ticketForms.id, formId));
          await tx.delete(formAttributes).where(eq(formAttributes.formId, formId));
        }
        if (attributes.length > 0) {
          await tx
            .insert(formAttributes)
            .values(attributes.map((a, position) => ({ formId: formId!, attributeId: a.attributeId, required: a.required, position })));
        }
        return formId;
      });
    },
    async deleteForm(id: number) {
      await db.delete(ticketForms).where(eq(ticketForms.id, id));
    },
    async formUsage(id: number) {
      return ticketsWithForm(db, id);
    },

    async listAttributes() {
      return db
        .select(attributeColumns)
        .from(ticketAttributes)
        .orderBy(sql`lower(${ticketAttributes.name})`, asc(ticketAttributes.id));
    },
    async findAttribute(id: number) {
      const [row] = await db.select(attributeColumns).from(ticketAttributes).where(eq(ticketAttributes.id, id));
      return row;
    },
    async existingAttributeIds(ids: number[]) {
      if (ids.length === 0) return [];
      return (await db.select({ id: ticketAttributes.id }).from(ticketAttributes).where(inArray(ticketAttributes.id, ids))).map((r) => r.id);
    },
    async attributeNameTaken(name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: ticketAttributes.id })
        .from(ticketAttributes)
        .where(and(nameIs(ticketAttributes.name, name), exceptId === undefined ? undefined : ne(ticketAttributes.id, exceptId)));
      return row !== undefined;
    },
    async insertAttribute(values: AttributeValues, at: Date) {
      const [row] = await db
        .insert(ticketAttributes)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning({ id: ticketAttributes.id });
      return row!.id;
    },
    async updateAttribute(id: number, values: AttributeValues, at: Date) {
      await db
        .update(ticketAttributes)
        .set({ ...values, updatedAt: at })
        .where(eq(ticketAttributes.id, id));
    },
    async deleteAttribute(id: number) {
      await db.delete(ticketAttributes).where(eq(ticketAttributes.id, id));
    },
    /** Whether any ticket holds one of these choice ids (a DROPDOWN value or in a MULTI_SELECT list). */
    async choicesInUse(attributeId: number, choiceIds: string[]) {
      return attributeChoicesInUse(db, attributeId, choiceIds);
    },
  };
}
export type FormsRepository = ReturnType<typeof createFormsRepository>;
export type FormRow = NonNullable<Awaited<ReturnType<FormsRepository['findForm']>>>;
export type AttributeRow = NonNullable<Awaited<ReturnType<FormsRepository['findAttribute']>>>;
