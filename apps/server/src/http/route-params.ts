import { z } from 'zod';

/** A database id in a path or query: a whole number a PostgreSQL integer column holds (1 … 2³¹−1). */
export const dbIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Path parameters of a route about one record: `/…/:id`. */
export const idParams = z.object({ id: dbIdSchema });
