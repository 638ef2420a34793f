/**
 * The Windows service form's list (`GET /api/webapp/winservice`) end to end: the REAL server
 * in-process (PGlite, loopback HTTP) asks a REAL agent process through its live command channel.
 * On Linux the agent answers systemd units: one agent has a stand-in `systemctl` first on its PATH
 * (this machine runs no systemd) that prints what systemctl prints; another has this machine's
 * systemctl, which fails without systemd, and the answer says so. A technician of another
 * organization gets 404; a device that went away answers FAILURE at once.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WinServiceList } from '@outpost/contracts';
import { signInTechnician } from '../../../server/src/modules/tickets/tickets.fixtures.ts';
import { enrolledDeviceId } from './testing/agent-process.ts';
import { agentsWorld } from './testing/agents-world.ts';

const SYSTEMCTL_OUTPUT = [
  'cron.service                 loaded    active   running Regular background program processing daemon',
  'ssh.service                  loaded    active   running OpenBSD Secure Shell server',
  '● broken.service             loaded    failed   failed  Something that failed',
  'apt-daily.timer              loaded    active   waiting Daily apt download activities',
  '',
].join('\n');

describe('service list: real agent process ↔ real server', { timeout: 180_000 }, () => {
  const world = agentsWorld('outpost-services-e2e-', { nodeOfflineAfterSeconds: 6 });

  /** Asks until the device is up (its first heartbeat) and answers. */
  async function services(nodeId: number, headers = world.admin.headers): Promise<WinServiceList> {
    let last: WinServiceList | undefined;
    for (const end = Date.now() + 30_000; Date.now() < end;) {
      const res = await world.inject({ url: `/api/webapp/winservice?nodeId=${nodeId}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      last = res.json<WinServiceList>();
      if (last.message !== 'The device is offline') return last;
      await new Promise((r) => setTimeout(r, 300));
    }
    return last!;
  }

  it('answers the systemd units the agent lists, labelled SYSTEMD; another organization gets 404', async () => {
    const bin = join(world.tmp, 'stand-in-bin');
    await mkdir(bin, { recursive: true });
    const argsFile = join(world.tmp, 'systemctl-args.txt');
    await writeFile(join(bin, 'systemctl'), `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\ncat <<'OUT'\n${SYSTEMCTL_OUTPUT}OUT\n`);
    await chmod(join(bin, 'systemctl'), 0o755);
    const dataDir = join(world.tmp, 'agent-systemd');
    const logs: string[] = [];
    const agent = world.startAgent(dataDir, logs, bin);
    const nodeId = await enrolledDeviceId(dataDir);

    const list = await services(nodeId);
    expect(list, logs.join('')).toEqual({
      resultCode: 'SUCCESS',
      serviceManager: 'SYSTEMD',
      message: null,
      windowsServices: [
        { serviceName: 'broken.service', displayName: 'Something that failed' },
        { serviceName: 'cron.service', displayName: 'Regular background program processing daemon' },
        { serviceName: 'ssh.service', displayName: 'OpenBSD Secure Shell server' },
      ],
    });
    // An argument vector, every unit including inactive ones, no pager.
    expect((await readFile(argsFile, 'utf8')).trim().split('\n')).toEqual(['list-units', '--type=service', '--all', '--plain', '--no-legend', '--no-pager']);

    const techB = await signInTechnician(world.ctx as never, ['canRunScripts'], [world.orgB]);
    expect((await world.inject({ url: `/api/webapp/winservice?nodeId=${nodeId}`, headers: techB.headers })).statusCode).toBe(404);
    const techA = await signInTechnician(world.ctx as never, ['canRunScripts'], [world.orgA]);
    expect((await services(nodeId, techA.headers)).resultCode).toBe('SUCCESS');

    agent.kill('SIGTERM');
    await new Promise((r) => agent.once('exit', r));
  });

  it('says so when the device has no running systemd, and answers FAILURE at once for a device that is down', async () => {
    const dataDir = join(world.tmp, 'agent-plain');
    const logs: string[] = [];
    const agent = world.startAgent(dataDir, logs);
    const nodeId = await enrolledDeviceId(dataDir);
    const list = await services(nodeId);
    expect(list.resultCode, logs.join('')).toBe('FAILURE');
    expect(list.windowsServices).toEqual([]);
    // This machine has systemctl but no systemd as PID 1; a machine without systemctl says that instead.
    expect(list.message).toMatch(/^systemd is (not running|not installed) on this device/);

    agent.kill('SIGKILL');
    await new Promise((r) => agent.once('exit', r));
    // Offline 6 s after its last heartbeat: then FAILURE without waiting for a command timeout.
    let down: WinServiceList | undefined;
    for (const end = Date.now() + 60_000; Date.now() < end;) {
      down = (await world.inject({ url: `/api/webapp/winservice?nodeId=${nodeId}`, headers: world.admin.headers })).json<WinServiceList>();
      if (down.message === 'The device is offline') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(down).toEqual({ resultCode: 'FAILURE', serviceManager: 'NONE', windowsServices: [], message: 'The device is offline' });
  });

  it('refuses a bad device id with 400 and an unknown one with 404', async () => {
    expect((await world.inject({ url: '/api/webapp/winservice?nodeId=abc', headers: world.admin.headers })).statusCode).toBe(400);
    expect((await world.inject({ url: '/api/webapp/winservice', headers: world.admin.headers })).statusCode).toBe(400);
    expect((await world.inject({ url: '/api/webapp/winservice?nodeId=999999', headers: world.admin.headers })).statusCode).toBe(404);
  });
});
