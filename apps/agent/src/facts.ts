import os from 'node:os';
import si from 'systeminformation';
import { AGENT_VERSION, deviceFactsSchema, type DeviceFacts } from '@outpost/contracts';
import { availableInterpreters } from './scripts/interpreters.ts';

/** Resolves to the fallback when a probe fails or hangs: a missing fact must not stop the agent. */
async function probe<T>(read: () => Promise<T>, fallback: T, timeoutMs = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), timeoutMs);
  });
  try {
    return await Promise.race([read().catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const nonEmpty = (value: string | undefined | null) => {
  const trimmed = value?.trim();
  return trimmed && !/^(default string|to be filled|none|-)$/i.test(trimmed) ? trimmed : undefined;
};

/** Reads what the server shows about this device: OS, CPU, RAM, disks, network, user, serial and model. */
export async function collectFacts(): Promise<DeviceFacts> {
  const [osInfo, cpu, mem, disks, nics, gateway, users, system, interpreters] = await Promise.all([
    probe(() => si.osInfo(), null),
    probe(() => si.cpu(), null),
    probe(() => si.mem(), null),
    probe(() => si.fsSize(), []),
    probe(() => si.networkInterfaces(), []),
    probe(() => si.networkGatewayDefault(), ''),
    probe(() => si.users(), []),
    probe(() => si.system(), null),
    probe(() => availableInterpreters(), []),
  ]);
  const interfaces = Array.isArray(nics) ? nics : [nics];
  const lastUser = [...users].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`))[0];
  return deviceFactsSchema.parse({
    hostname: osInfo?.hostname || os.hostname(),
    os: {
      platform: osInfo?.platform || process.platform,
      distro: osInfo?.distro || os.type(),
      release: osInfo?.release || os.release(),
      kernel: osInfo?.kernel || os.release(),
      arch: osInfo?.arch || process.arch,
    },
    cpu: cpu
      ? { model: `${cpu.manufacturer} ${cpu.brand}`.trim(), cores: cpu.cores, speedGHz: cpu.speed || 0 }
      : { model: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, speedGHz: 0 },
    ramBytes: mem?.total ?? os.totalmem(),
    disks: disks.slice(0, 64).map((d) => ({ mount: d.mount, fsType: d.type, sizeBytes: d.size, usedBytes: d.used })),
    network: interfaces
      .filter((n) => !n.internal)
      .slice(0, 64)
      .map((n) => ({ iface: n.iface, ip4: n.ip4 || undefined, ip6: n.ip6 || undefined, mac: n.mac || undefined })),
    defaultGateway: gateway || undefined,
    lastLoginUser: nonEmpty(lastUser?.user),
    serialNumber: nonEmpty(system?.serial),
    model: nonEmpty(system?.model),
    manufacturer: nonEmpty(system?.manufacturer),
    agentVersion: AGENT_VERSION,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    interpreters: interpreters.map((i) => ({ language: i.language, path: i.path, version: i.version })),
  });
}
