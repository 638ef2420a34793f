import { z } from 'zod';

/**
 * Native script forms (spec 001 §2.9, §3 policy setting entities, §7, §8): settings a policy or a
 * technician applies to a device without writing a script. One definition for the forms and the
 * server (decision 0044).
 */

/** Which service manager answered a device's service list: Windows services, systemd units, or none. */
export const SERVICE_MANAGERS = ['WINDOWS', 'SYSTEMD', 'NONE'] as const;
export type ServiceManager = (typeof SERVICE_MANAGERS)[number];

export const SERVICE_NAME_MAX = 256;
export const deviceServiceSchema = z.object({ serviceName: z.string(), displayName: z.string() });
export type DeviceService = z.infer<typeof deviceServiceSchema>;

/** The agent's answer to LIST_SERVICES: the services, and why there are none when the device has no service manager. */
export const deviceServicesAnswerSchema = z.object({
  manager: z.enum(SERVICE_MANAGERS),
  services: z.array(deviceServiceSchema),
  note: z.string().nullable(),
});
export type DeviceServicesAnswer = z.infer<typeof deviceServicesAnswerSchema>;

/** `GET /api/webapp/winservice` (spec 001 §7): resultCode SUCCESS with windowsServices, or FAILURE with a message. */
export const winServiceListSchema = z.object({
  resultCode: z.enum(['SUCCESS', 'FAILURE']),
  serviceManager: z.enum(SERVICE_MANAGERS),
  windowsServices: z.array(deviceServiceSchema),
  message: z.string().nullable(),
});
export type WinServiceList = z.infer<typeof winServiceListSchema>;
/** The form's message when the list fails (spec 001 §8). */
export const SERVICES_LOAD_FAILED = 'Windows Services could not load';

/**
 * The service name check the form runs on blur (spec 001 §5) and the server runs on save:
 * required, no path separators or control characters, and, when the device's list is known, one
 * of its services (matched without regard to case, as Windows does).
 */
export function serviceNameProblem(name: string, known?: readonly DeviceService[]): 'Required' | 'Invalid' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Required';
  if (trimmed.length > SERVICE_NAME_MAX || /[\\/\u0000-\u001f]/.test(trimmed)) return 'Invalid';
  if (known && known.length > 0 && !known.some((s) => s.serviceName.toLowerCase() === trimmed.toLowerCase())) return 'Invalid';
  return null;
}

/** Windows service start/stop (or a systemd unit on Linux): start true starts it, false stops it. */
export const windowsServiceSettingSchema = z.object({
  serviceName: z.string().refine((v) => serviceNameProblem(v) === null, { message: 'Invalid' }),
  displayName: z.string().max(SERVICE_NAME_MAX),
  start: z.boolean(),
});
export type WindowsServiceSetting = z.infer<typeof windowsServiceSettingSchema>;

/** Volume selection of the defragmentation form: every volume, the boot volume, boot and recovery, or a chosen list. */
export const VOLUME_SELECTIONS = ['ALL', 'BOOT', 'BOOT_AND_RECOVERY', 'INCLUDE', 'EXCLUDE'] as const;
export type VolumeSelection = (typeof VOLUME_SELECTIONS)[number];
/** A volume as a user names it: a drive letter (`C:`), or a mount point on Linux/macOS (`/data`). */
export const volumeNameProblem = (v: string): 'Required' | 'Invalid' | null => {
  const t = v.trim();
  if (t === '') return 'Required';
  return /^[A-Za-z]:\\?$/.test(t) || /^\/[^\0]{0,254}$/.test(t) ? null : 'Invalid';
};
export const defragSettingSchema = z
  .object({
    volumeName: z.enum(VOLUME_SELECTIONS),
    checkList: z.array(z.string()).max(64),
  })
  .superRefine((value, ctx) => {
    const listed = value.volumeName === 'INCLUDE' || value.volumeName === 'EXCLUDE';
    if (listed && value.checkList.length === 0) ctx.addIssue({ code: 'custom', path: ['checkList'], message: 'Required' });
    if (!listed && value.checkList.length > 0) ctx.addIssue({ code: 'custom', path: ['checkList'], message: 'Invalid' });
    value.checkList.forEach((v, i) => {
      const problem = volumeNameProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', path: ['checkList', i], message: problem });
    });
    if (new Set(value.checkList.map((v) => v.trim().toLowerCase())).size !== value.checkList.length)
      ctx.addIssue({ code: 'custom', path: ['checkList'], message: 'Each volume once' });
  });
export type DefragSetting = z.infer<typeof defragSettingSchema>;

/** Media state (enable/disable removable media) and system restore (turn on/off). */
export const enabledSettingSchema = z.object({ enabled: z.boolean() });
export type EnabledSetting = z.infer<typeof enabledSettingSchema>;
