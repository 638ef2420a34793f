import { z } from 'zod';
import { deviceFactsSchema } from './devices.ts';

export const AGENT_VERSION = '0.1.0';

export const enrollRequestSchema = z.object({
  token: z.string().min(1).max(200),
  /** Stable id the agent derives from the machine and its data directory. */
  deviceUid: z.string().min(8).max(128),
  facts: deviceFactsSchema,
});
export type EnrollRequest = z.infer<typeof enrollRequestSchema>;

export const enrollStatusRequestSchema = z.object({
  nodeId: z.number().int(),
  pollSecret: z.string().min(1).max(200),
});
export type EnrollStatusRequest = z.infer<typeof enrollStatusRequestSchema>;

/** Approved devices get their credential once; pending ones a secret to poll with. */
export const enrollResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('APPROVED'), nodeId: z.number().int(), credential: z.string() }),
  z.object({ status: z.literal('PENDING'), nodeId: z.number().int(), pollSecret: z.string(), pollSeconds: z.number() }),
]);
export type EnrollResponse = z.infer<typeof enrollResponseSchema>;

export const heartbeatRequestSchema = z.object({
  facts: deviceFactsSchema.optional(),
});
export type HeartbeatRequest = z.infer<typeof heartbeatRequestSchema>;

export const heartbeatResponseSchema = z.object({
  nodeId: z.number().int(),
  serverTime: z.string(),
  heartbeatSeconds: z.number(),
});
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;
