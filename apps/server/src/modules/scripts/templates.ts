import type { ScriptInputParsed } from '@outpost/contracts';

/**
 * The template library: a few useful scripts per operating system, present on every server as
 * read-only built-ins (copied into the library to be changed). Their uids are fixed so a server
 * adds each once, whatever the number of processes starting.
 */
export const BUILT_IN_TEMPLATES: (Omit<ScriptInputParsed, 'categoryIds' | 'organizationId'> & { uid: string; category: string })[] = [
  {
    uid: 'builtin-linux-disk-usage',
    category: 'Diagnostics',
    name: 'Disk usage report (Linux/macOS)',
    description: 'Free space per mounted file system, and the largest folders under a path.',
    language: 'sh',
    operatingSystems: ['LINUX', 'MAC'],
    defaultTimeoutSeconds: 120,
    runAs: 'SYSTEM',
    variables: [
      {
        name: 'Folder to inspect',
        calculatedName: 'INSPECT_PATH',
        type: 'TEXT',
        description: 'Its largest subfolders are listed',
        required: false,
        valueList: [],
        secret: false,
      },
    ],
    body: [
      '#!/bin/sh',
      'df -h',
      'target="${INSPECT_PATH:-/}"',
      'echo',
      'echo "Largest folders under $target:"',
      'du -x -k -d 1 -- "$target" 2>/dev/null | sort -rn | head -n 15',
      '',
    ].join('\n'),
  },
  {
    uid: 'builtin-linux-restart-service',
    category: 'Services',
    name: 'Restart a service (systemd)',
    description: 'Restarts a systemd unit and shows its state afterwards.',
    language: 'bash',
    operatingSystems: ['LINUX'],
    defaultTimeoutSeconds: 120,
    runAs: 'SYSTEM',
    variables: [
      {
        name: 'Service',
        calculatedName: 'SERVICE_NAME',
        type: 'TEXT',
        description: 'The unit name, e.g. cups.service',
        required: true,
        valueList: [],
        secret: false,
      },
    ],
    body: ['#!/bin/bash', 'set -euo pipefail', 'systemctl restart -- "$SERVICE_NAME"', 'systemctl --no-pager status -- "$SERVICE_NAME" | head -n 5', ''].join(
      '\n',
    ),
  },
  {
    uid: 'builtin-linux-clear-temp',
    category: 'Maintenance',
    name: 'Clear temporary files (Linux/macOS)',
    description: 'Deletes files in the temporary folder not changed for the given number of days.',
    language: 'sh',
    operatingSystems: ['LINUX', 'MAC'],
    defaultTimeoutSeconds: 600,
    runAs: 'SYSTEM',
    variables: [
      { name: 'Older than (days)', calculatedName: 'OLDER_THAN_DAYS', type: 'INTEGER', description: '', required: true, valueList: [], secret: false },
    ],
    body: [
      '#!/bin/sh',
      'days="${OLDER_THAN_DAYS:-7}"',
      'before=$(find /tmp -xdev -type f -mtime +"$days" 2>/dev/null | wc -l)',
      'find /tmp -xdev -type f -mtime +"$days" -delete 2>/dev/null',
      'echo "Removed $before files older than $days days from /tmp"',
      '',
    ].join('\n'),
  },
  {
    uid: 'builtin-windows-disk-usage',
    category: 'Diagnostics',
    name: 'Disk usage report (Windows)',
    description: 'Size and free space of each fixed drive.',
    language: 'powershell',
    operatingSystems: ['WINDOWS'],
    defaultTimeoutSeconds: 120,
    runAs: 'SYSTEM',
    variables: [],
    body: [
      'Get-CimInstance Win32_LogicalDisk -Filter "DriveType=3" |',
      '  Select-Object DeviceID, @{n="SizeGB";e={[math]::Round($_.Size/1GB,1)}}, @{n="FreeGB";e={[math]::Round($_.FreeSpace/1GB,1)}} |',
      '  Format-Table -AutoSize',
      '',
    ].join('\r\n'),
  },
  {
    uid: 'builtin-windows-restart-service',
    category: 'Services',
    name: 'Restart a service (Windows)',
    description: 'Restarts a Windows service by its service name.',
    language: 'powershell',
    operatingSystems: ['WINDOWS'],
    defaultTimeoutSeconds: 120,
    runAs: 'SYSTEM',
    variables: [
      { name: 'Service name', calculatedName: 'SERVICE_NAME', type: 'TEXT', description: 'e.g. Spooler', required: true, valueList: [], secret: false },
    ],
    body: ['Restart-Service -Name $env:SERVICE_NAME -Force -ErrorAction Stop', 'Get-Service -Name $env:SERVICE_NAME | Format-List Name, Status', ''].join(
      '\r\n',
    ),
  },
  {
    uid: 'builtin-windows-clear-temp',
    category: 'Maintenance',
    name: 'Clear temporary files (Windows)',
    description: "Deletes files in the system's and users' temporary folders not changed for the given number of days.",
    language: 'powershell',
    operatingSystems: ['WINDOWS'],
    defaultTimeoutSeconds: 600,
    runAs: 'SYSTEM',
    variables: [
      { name: 'Older than (days)', calculatedName: 'OLDER_THAN_DAYS', type: 'INTEGER', description: '', required: true, valueList: [], secret: false },
    ],
    body: [
      '$days = [int]$env:OLDER_THAN_DAYS',
      '$cutoff = (Get-Date).AddDays(-$days)',
      '$paths = @("$env:windir\\Temp") + (Get-ChildItem C:\\Users -Directory | ForEach-Object { Join-Path $_.FullName "AppData\\Local\\Temp" })',
      '$removed = 0',
      'foreach ($p in $paths) { Get-ChildItem $p -File -Recurse -ErrorAction SilentlyContinue | Where-Object LastWriteTime -lt $cutoff | ForEach-Object { Remove-Item $_.FullName -Force -ErrorAction SilentlyContinue; $removed++ } }',
      '"Removed $removed files older than $days days"',
      '',
    ].join('\r\n'),
  },
];
