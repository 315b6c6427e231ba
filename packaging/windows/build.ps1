# SPDX-License-Identifier: LicenseRef-Sheetwright
# Build Sheetwright for Windows (UNTESTED here; see packaging/README.md):
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1 [-Clean] [-NoInstaller]
# Makes dist\sheetwright\ (sheetwright.exe windowed, sheetwright-cli.exe for the command line),
# runs its self-test, then dist\sheetwright-<version>-windows-x64-setup.exe with Inno Setup 6.
param([switch]$Clean, [switch]$NoInstaller)
$ErrorActionPreference = "Stop"
$root = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path
Set-Location $root
$timer = [Diagnostics.Stopwatch]::StartNew()

$venv = if ($env:SHEETWRIGHT_VENV) { $env:SHEETWRIGHT_VENV } else { Join-Path $root ".venv" }
$python = Join-Path $venv "Scripts\python.exe"
if (-not (Test-Path $python)) {
    Write-Host "== creating $venv"
    py -3.12 -m venv $venv
    if ($LASTEXITCODE -ne 0) { throw "Python 3.12 not found: install it from python.org (with the py launcher)." }
}
& $python -m pip install --disable-pip-version-check -q -e "$root[postgresql,bundle]"
if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
$version = & $python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"

Write-Host "== PyInstaller: Sheetwright $version for Windows"
$options = @("--noconfirm", "--log-level", "WARN", "--distpath", "dist", "--workpath", "build\pyinstaller")
if ($Clean) { $options += "--clean" }
& $python -m PyInstaller @options packaging\sheetwright.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$bundle = Join-Path $root "dist\sheetwright"
$size = (Get-ChildItem $bundle -Recurse -File | Measure-Object Length -Sum).Sum
Write-Host ("== bundle: {0}, {1:N0} MiB" -f $bundle, ($size / 1MB))

Write-Host "== self-test of the bundle"
$env:QT_QPA_PLATFORM = "offscreen"
& (Join-Path $bundle "sheetwright-cli.exe") --self-test
if ($LASTEXITCODE -ne 0) { throw "the bundle's self-test failed" }
Remove-Item Env:QT_QPA_PLATFORM

if (-not $NoInstaller) {
    $iscc = (Get-Command ISCC.exe -ErrorAction SilentlyContinue).Source
    if (-not $iscc) { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
    if (-not (Test-Path $iscc)) { throw "Inno Setup 6 not found (https://jrsoftware.org/isinfo.php), or pass -NoInstaller." }
    & $iscc /Q "/DAppVersion=$version" "/DSourceDir=$bundle" packaging\windows\sheetwright.iss
    if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
    $setup = Join-Path $root "dist\sheetwright-$version-windows-x64-setup.exe"
    Write-Host ("== installer: {0}, {1:N0} MiB" -f $setup, ((Get-Item $setup).Length / 1MB))
}
Write-Host ("== build time: {0:N0}s" -f $timer.Elapsed.TotalSeconds)
