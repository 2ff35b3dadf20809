import { z } from 'zod';

export const ModeSchema = z.enum(['test', 'live']);
export type Mode = z.infer<typeof ModeSchema>;

/** GET /api/system/mode */
export const SystemModeSchema = z.object({
  isLiveMode: z.boolean(),
  mode: ModeSchema,
});
export type SystemMode = z.infer<typeof SystemModeSchema>;

export const HealthSchema = z.object({ status: z.literal('ok') });
