; SPDX-License-Identifier: LicenseRef-Sheetwright
; Inno Setup 6 script for Sheetwright (UNTESTED here; see packaging/README.md). build.ps1 runs
;   ISCC /DAppVersion=<version> /DSourceDir=<repo>\dist\sheetwright packaging\windows\sheetwright.iss
; Per-user install (no administrator), Start menu entry, "Open with" for character files, the
; campaign file type, uninstaller. The library (your characters) in %LOCALAPPDATA%\Sheetwright is left in place.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\sheetwright"
#endif
#define AppId "org.sheetwright.Sheetwright"
#define AppName "Sheetwright"
#define AppExe "sheetwright.exe"
#define ProgId "Sheetwright.Character"
#define CampaignProgId "Sheetwright.Campaign"
#define CampaignExt ".sheetwright-campaign"

[Setup]
AppId={#AppId}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Sheetwright developers
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=sheetwright-{#AppVersion}-windows-x64-setup
SetupIconFile=..\icons\sheetwright.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
ChangesAssociations=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "association"; Description: "Offer Sheetwright to open .sheetwright.json character files and open .sheetwright-campaign campaign files"; GroupDescription: "File types:"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; A previous version's bundle, so no stale module survives an update.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; AppUserModelID: "{#AppId}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; AppUserModelID: "{#AppId}"; Tasks: desktopicon

[Registry]
; Explorer matches only the last extension (.json), so Sheetwright registers a ProgID with its
; icon and joins the "Open with" list of .json files instead of taking over every JSON file.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Sheetwright character"; Flags: uninsdeletekey; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: association
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: association
; A campaign file's extension is its own, so it is Sheetwright's outright.
Root: HKA; Subkey: "Software\Classes\{#CampaignProgId}"; ValueType: string; ValueName: ""; ValueData: "Sheetwright campaign"; Flags: uninsdeletekey; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#CampaignProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#CampaignProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#CampaignExt}"; ValueType: string; ValueName: ""; ValueData: "{#CampaignProgId}"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#CampaignExt}\OpenWithProgids"; ValueType: string; ValueName: "{#CampaignProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#CampaignExt}"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
