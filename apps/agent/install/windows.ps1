# Installs the Outpost agent on Windows, in an elevated PowerShell; the Outpost server serves this
# script at /api/agent/install/windows and its enrolment page shows the line that runs it:
#   & ([scriptblock]::Create((Invoke-RestMethod 'SERVER/api/agent/install/windows'))) -Server 'SERVER' -Token 'TOKEN' -Sha256 HASH
# It downloads the agent (one JavaScript file) from the server, checks its SHA-256, installs it in
# "C:\Program Files\Outpost Agent", enrols the device with the token and registers the agent to run
# as SYSTEM at every start, restarted when it stops (a scheduled task: Node is not a Windows service
# executable, and a service wrapper would be one more binary to ship).
#   ... -Uninstall    stops the agent and removes it (the server keeps the device)
param(
  [string]$Server,
  [string]$Token,
  [string]$Sha256,
  [switch]$Uninstall
)
$ErrorActionPreference = 'Stop'
$Prefix = Join-Path $env:ProgramFiles 'Outpost Agent'
$TaskName = 'Outpost Agent'

$principal = New-Object Security.Principal.WindowsPrincipal([Security.Principal.WindowsIdentity]::GetCurrent())
if (-not $principal.IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)) {
  throw 'outpost-agent install: run this in PowerShell as Administrator'
}

function Stop-Agent {
  if (Get-ScheduledTask -TaskName $TaskName -ErrorAction SilentlyContinue) {
    Stop-ScheduledTask -TaskName $TaskName -ErrorAction SilentlyContinue
    Unregister-ScheduledTask -TaskName $TaskName -Confirm:$false
  }
}

if ($Uninstall) {
  Stop-Agent
  Remove-Item -Recurse -Force $Prefix -ErrorAction SilentlyContinue
  Write-Output "Outpost agent removed from $Prefix. Delete the device on the server to remove it there too."
  return
}

if (-not $Server -or -not $Token -or -not $Sha256) { throw 'outpost-agent install: -Server, -Token and -Sha256 are required' }
$Server = $Server.TrimEnd('/')
$node = (Get-Command node -ErrorAction SilentlyContinue).Source
if (-not $node) { throw 'outpost-agent install: Node.js 22.15 or later (24 recommended) must be installed first' }
$version = [version](& $node -p 'process.versions.node')
if ($version -lt [version]'22.15.0') { throw "outpost-agent install: Node.js 22.15 or later is needed, this is $version" }

New-Item -ItemType Directory -Force -Path $Prefix | Out-Null
$download = Join-Path $Prefix 'outpost-agent.mjs.download'
Invoke-WebRequest -UseBasicParsing -Uri "$Server/api/agent/download" -OutFile $download
$actual = (Get-FileHash -Algorithm SHA256 -Path $download).Hash.ToLowerInvariant()
if ($actual -ne $Sha256.ToLowerInvariant()) {
  Remove-Item -Force $download
  throw "outpost-agent install: the downloaded agent's SHA-256 is $actual, expected $Sha256: not installed"
}

Stop-Agent
$agent = Join-Path $Prefix 'outpost-agent.mjs'
Move-Item -Force $download $agent
$data = Join-Path $Prefix 'data'
New-Item -ItemType Directory -Force -Path $data | Out-Null
# Only SYSTEM and administrators read the agent's credential.
icacls $data /inheritance:r /grant:r 'SYSTEM:(OI)(CI)F' 'Administrators:(OI)(CI)F' | Out-Null

# Enrolling here keeps the token off the task's command line.
& $node $agent enroll --server $Server --token $Token --data-dir $data
if ($LASTEXITCODE -ne 0) { throw "outpost-agent install: enrolment failed (exit code $LASTEXITCODE)" }

$action = New-ScheduledTaskAction -Execute $node -Argument "`"$agent`" run --data-dir `"$data`""
$trigger = New-ScheduledTaskTrigger -AtStartup
$settings = New-ScheduledTaskSettingsSet -RestartCount 999 -RestartInterval (New-TimeSpan -Minutes 1) -ExecutionTimeLimit ([TimeSpan]::Zero) -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName $TaskName -Action $action -Trigger $trigger -Settings $settings -User 'SYSTEM' -RunLevel Highest | Out-Null
Start-ScheduledTask -TaskName $TaskName
Write-Output "Outpost agent installed in $Prefix and running as the '$TaskName' task (SYSTEM, at every start)."
