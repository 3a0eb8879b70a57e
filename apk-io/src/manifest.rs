//! The facts of an `AndroidManifest.xml` (apktool's text form via quick-xml, or the binary form
//! stored in APKs via [`axml`]) and of apktool's `apktool.yml` (via serde_yaml) that
//! instrumentation needs.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;

use quick_xml::events::{BytesStart, Event};
use quick_xml::name::{Namespace, ResolveResult};
use quick_xml::NsReader;
use serde::{Deserialize, Deserializer};
use zip::result::ZipError;
use zip::ZipArchive;

use super::axml;
use super::decode::corrupt_zip;
use super::error::{ApkError, Result};
use super::input::{open_error, sniff, Sniffed};

const ANDROID_NS: &[u8] = b"http://schemas.android.com/apk/res/android";

/// What the manifest declares.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Manifest {
    /// The `package` attribute of `<manifest>`.
    pub package: String,
    /// The custom `Application` subclass (`<application android:name>`), fully qualified.
    pub application: Option<String>,
    /// `<application android:debuggable="true">`: `run-as` works for the app, so `adb` can
    /// read its internal storage.
    pub debuggable: bool,
    /// `<activity>` and `<activity-alias>` elements.
    pub activities: Vec<Component>,
    /// `<service>` elements.
    pub services: Vec<Component>,
    /// `<receiver>` elements.
    pub receivers: Vec<Component>,
    /// `<provider>` elements.
    pub providers: Vec<Component>,
    /// `minSdkVersion` from `<uses-sdk>`, or from apktool.yml when apktool moved it there.
    pub min_sdk: Option<u32>,
    /// `targetSdkVersion`, same sources as `min_sdk`.
    pub target_sdk: Option<u32>,
}

/// One app component.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Component {
    /// Fully qualified Java class name (`.Foo` and `Foo` are resolved against the package).
    pub name: String,
    /// An activity with an intent filter holding action `MAIN` and category `LAUNCHER`
    /// (or `LEANBACK_LAUNCHER`). Always false for other components.
    pub launcher: bool,
    /// `android:exported`, when given.
    pub exported: Option<bool>,
    /// For an `<activity-alias>`, the activity it stands for (fully qualified).
    pub target_activity: Option<String>,
}

impl Manifest {
    /// The activities the launcher can start.
    pub fn launcher_activities(&self) -> impl Iterator<Item = &Component> {
        self.activities.iter().filter(|a| a.launcher)
    }

    /// Parses apktool's text form of the manifest. `path` only serves error messages.
    pub fn parse(xml: &str, path: &Path) -> Result<Manifest> {
        let mut reader = NsReader::from_str(xml);
        let mut builder = Builder::default();
        let xml_error = |reader: &NsReader<&[u8]>, message: String| ApkError::Manifest {
            path: path.to_path_buf(),
            position: reader.error_position(),
            message,
        };
        loop {
            let event = reader
                .read_event()
                .map_err(|e| xml_error(&reader, e.to_string()))?;
            let (start, empty) = match &event {
                Event::Start(s) => (s, false),
                Event::Empty(s) => (s, true),
                Event::End(_) => {
                    builder.end();
                    continue;
                }
                Event::Eof => break,
                _ => continue,
            };
            let name = String::from_utf8_lossy(start.local_name().as_ref()).into_owned();
            let attrs = Attrs::read(&reader, start).map_err(|m| xml_error(&reader, m))?;
            builder.start(name, attrs);
            if empty {
                builder.end();
            }
        }
        builder.finish().ok_or_else(|| ApkError::Manifest {
            path: path.to_path_buf(),
            position: 0,
            message: NO_PACKAGE.to_string(),
        })
    }

    /// Decodes the compiled (binary XML) `AndroidManifest.xml` as stored in an APK, without
    /// apktool. Unlike apktool's text form, it still holds `<uses-sdk>`. `path` only serves
    /// error messages.
    pub fn from_binary(bytes: &[u8], path: &Path) -> Result<Manifest> {
        let error = |offset: usize, message: String| ApkError::BinaryXml {
            path: path.to_path_buf(),
            entry: None,
            offset: offset as u64,
            message,
        };
        let mut builder = Builder::default();
        axml::read(bytes, |event| match event {
            axml::Event::Start { name, attributes } => {
                builder.start(name, Attrs::from_binary(attributes))
            }
            axml::Event::End => builder.end(),
        })
        .map_err(|e| error(e.offset, e.message))?;
        builder
            .finish()
            .ok_or_else(|| error(0, NO_PACKAGE.to_string()))
    }
}

/// The manifest of the APK `apk`, decoded in process from its compiled `AndroidManifest.xml`
/// entry: the facts [`Toolchain::read_manifest`](crate::Toolchain::read_manifest) gets from
/// apktool, in milliseconds rather than the seconds a JVM takes.
pub fn read_manifest(apk: &Path) -> Result<Manifest> {
    const ENTRY: &str = "AndroidManifest.xml";
    let no_manifest = |reason: &str| ApkError::NoManifest {
        path: apk.to_path_buf(),
        reason: reason.to_string(),
    };
    match sniff(apk)? {
        Sniffed::Zip => {}
        Sniffed::Dex => return Err(no_manifest("it is a dex file, and only APKs have one")),
    }
    let file = File::open(apk).map_err(|e| open_error(apk, e))?;
    let mut archive =
        ZipArchive::new(BufReader::new(file)).map_err(|e| corrupt_zip(apk, None, e))?;
    let mut entry =
        match archive.by_name(ENTRY) {
            Ok(entry) => entry,
            Err(ZipError::FileNotFound) => return Err(no_manifest(
                "the archive has no AndroidManifest.xml at its root (a JAR rather than an APK?)",
            )),
            Err(e) => return Err(corrupt_zip(apk, Some(ENTRY.to_string()), e)),
        };
    // Real manifests are kilobytes; the cap stops a decompression bomb.
    let mut bytes = Vec::new();
    (&mut entry)
        .take(MAX_MANIFEST + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| corrupt_zip(apk, Some(ENTRY.to_string()), ZipError::Io(e)))?;
    if bytes.len() as u64 > MAX_MANIFEST {
        return Err(ApkError::BinaryXml {
            path: apk.to_path_buf(),
            entry: Some(ENTRY.to_string()),
            offset: MAX_MANIFEST,
            message: format!(
                "larger than the {} MiB a manifest can be",
                MAX_MANIFEST >> 20
            ),
        });
    }
    Manifest::from_binary(&bytes, apk).map_err(|e| match e {
        ApkError::BinaryXml {
            path,
            offset,
            message,
            ..
        } => ApkError::BinaryXml {
            path,
            entry: Some(ENTRY.to_string()),
            offset,
            message,
        },
        e => e,
    })
}

/// The largest compiled manifest [`read_manifest`] accepts.
const MAX_MANIFEST: u64 = 64 << 20;

const NO_PACKAGE: &str = "no <manifest package=\"...\"> found";

/// The manifest facts gathered from a stream of elements, whichever parser reads them.
#[derive(Default)]
struct Builder {
    manifest: Manifest,
    /// Names of the open elements, outermost first.
    stack: Vec<String>,
    /// Component being read (list and index).
    current: Option<(Kind, usize)>,
    /// State of the current intent filter.
    filter: FilterState,
}

impl Builder {
    /// Opens element `name` (its local name).
    fn start(&mut self, name: String, attrs: Attrs) {
        let manifest = &mut self.manifest;
        let stack = &self.stack;
        match (stack.len(), name.as_str()) {
            (0, "manifest") => manifest.package = attrs.plain_package.unwrap_or_default(),
            (1, "uses-sdk") => {
                manifest.min_sdk = attrs.min_sdk.as_deref().and_then(parse_sdk);
                manifest.target_sdk = attrs.target_sdk.as_deref().and_then(parse_sdk);
            }
            (1, "application") => {
                manifest.application = attrs.name.map(|n| qualify(&manifest.package, &n));
                manifest.debuggable = attrs.debuggable == Some(true);
            }
            (2, element) if stack.get(1).is_some_and(|a| a == "application") => {
                if let Some(kind) = Kind::of(element) {
                    let package = &manifest.package;
                    let component = Component {
                        name: attrs.name.map(|n| qualify(package, &n)).unwrap_or_default(),
                        launcher: false,
                        exported: attrs.exported,
                        target_activity: attrs.target_activity.map(|n| qualify(package, &n)),
                    };
                    let list = kind.list(manifest);
                    list.push(component);
                    self.current = Some((kind, list.len() - 1));
                }
            }
            (3, "intent-filter") => self.filter = FilterState::default(),
            (4, "action") if stack.get(3).is_some_and(|s| s == "intent-filter") => {
                self.filter.main |= attrs.name.as_deref() == Some("android.intent.action.MAIN");
            }
            (4, "category") if stack.get(3).is_some_and(|s| s == "intent-filter") => {
                self.filter.launcher |= matches!(
                    attrs.name.as_deref(),
                    Some("android.intent.category.LAUNCHER")
                        | Some("android.intent.category.LEANBACK_LAUNCHER")
                );
            }
            _ => {}
        }
        self.stack.push(name);
    }

    /// Closes the innermost open element; a stray end is ignored.
    fn end(&mut self) {
        let Some(name) = self.stack.pop() else {
            return;
        };
        match (self.stack.len(), name.as_str()) {
            (3, "intent-filter") => {
                if let Some((Kind::Activity, i)) = self.current {
                    if self.filter.main && self.filter.launcher {
                        if let Some(activity) = self.manifest.activities.get_mut(i) {
                            activity.launcher = true;
                        }
                    }
                }
                self.filter = FilterState::default();
            }
            (2, _) => self.current = None,
            _ => {}
        }
    }

    /// The manifest, or `None` when no `<manifest package>` was seen.
    fn finish(self) -> Option<Manifest> {
        (!self.manifest.package.is_empty()).then_some(self.manifest)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Activity,
    Service,
    Receiver,
    Provider,
}

impl Kind {
    fn of(element: &str) -> Option<Kind> {
        match element {
            "activity" | "activity-alias" => Some(Kind::Activity),
            "service" => Some(Kind::Service),
            "receiver" => Some(Kind::Receiver),
            "provider" => Some(Kind::Provider),
            _ => None,
        }
    }

    fn list(self, m: &mut Manifest) -> &mut Vec<Component> {
        match self {
            Kind::Activity => &mut m.activities,
            Kind::Service => &mut m.services,
            Kind::Receiver => &mut m.receivers,
            Kind::Provider => &mut m.providers,
        }
    }
}

#[derive(Default)]
struct FilterState {
    main: bool,
    launcher: bool,
}

/// The attributes this parser looks at.
#[derive(Default)]
struct Attrs {
    plain_package: Option<String>,
    name: Option<String>,
    exported: Option<bool>,
    debuggable: Option<bool>,
    target_activity: Option<String>,
    min_sdk: Option<String>,
    target_sdk: Option<String>,
}

/// Which of [`Attrs`] an attribute sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Package,
    Name,
    Exported,
    Debuggable,
    TargetActivity,
    MinSdk,
    TargetSdk,
}

impl Key {
    /// The `android:` attribute with local name `local`.
    fn android(local: &[u8]) -> Option<Key> {
        match local {
            b"name" => Some(Key::Name),
            b"exported" => Some(Key::Exported),
            b"debuggable" => Some(Key::Debuggable),
            b"targetActivity" => Some(Key::TargetActivity),
            b"minSdkVersion" => Some(Key::MinSdk),
            b"targetSdkVersion" => Some(Key::TargetSdk),
            _ => None,
        }
    }

    /// The framework attribute with resource id `id` (`android.R.attr`), which is what
    /// Android itself matches on: shrinkers may empty or rename the names.
    fn android_id(id: u32) -> Option<Key> {
        match id {
            0x0101_0003 => Some(Key::Name),
            0x0101_0010 => Some(Key::Exported),
            0x0101_000f => Some(Key::Debuggable),
            0x0101_0202 => Some(Key::TargetActivity),
            0x0101_020c => Some(Key::MinSdk),
            0x0101_0270 => Some(Key::TargetSdk),
            _ => None,
        }
    }
}

impl Attrs {
    fn set(&mut self, key: Key, value: String) {
        match key {
            Key::Package => self.plain_package = Some(value),
            Key::Name => self.name = Some(value),
            Key::Exported => self.exported = Some(value == "true"),
            Key::Debuggable => self.debuggable = Some(value == "true"),
            Key::TargetActivity => self.target_activity = Some(value),
            Key::MinSdk => self.min_sdk = Some(value),
            Key::TargetSdk => self.target_sdk = Some(value),
        }
    }

    fn read(reader: &NsReader<&[u8]>, start: &BytesStart) -> Result<Attrs, String> {
        let mut attrs = Attrs::default();
        for attr in start.attributes() {
            let attr = attr.map_err(|e| e.to_string())?;
            let (ns, local) = reader.resolve_attribute(attr.key);
            let key = match ns {
                ResolveResult::Unbound if local.as_ref() == b"package" => Some(Key::Package),
                ResolveResult::Bound(Namespace(n)) if n == ANDROID_NS => {
                    Key::android(local.as_ref())
                }
                _ => None,
            };
            if let Some(key) = key {
                let value = attr.unescape_value().map_err(|e| e.to_string())?;
                attrs.set(key, value.into_owned());
            }
        }
        Ok(attrs)
    }

    /// A framework resource id decides what an attribute is; only without one do the
    /// namespace and name count.
    fn from_binary(attributes: Vec<axml::Attribute>) -> Attrs {
        let mut attrs = Attrs::default();
        for attr in attributes {
            let key = match (attr.resource_id, attr.namespace.as_deref()) {
                (Some(id), _) => Key::android_id(id),
                (None, None) if attr.name == "package" => Some(Key::Package),
                (None, Some(ns)) if ns.as_bytes() == ANDROID_NS => {
                    Key::android(attr.name.as_bytes())
                }
                _ => None,
            };
            if let Some(key) = key {
                attrs.set(key, attr.value);
            }
        }
        attrs
    }
}

/// `.Foo` and `Foo` are relative to the package; anything with an inner dot is absolute.
fn qualify(package: &str, name: &str) -> String {
    if name.starts_with('.') {
        format!("{package}{name}")
    } else if !name.contains('.') && !package.is_empty() {
        format!("{package}.{name}")
    } else {
        name.to_string()
    }
}

/// SDK levels are numbers; preview code names (`"Q"`) are not and give `None`.
fn parse_sdk(value: &str) -> Option<u32> {
    value.trim().parse().ok()
}

/// The parts of apktool's `apktool.yml` that instrumentation uses. Unknown keys are ignored.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ApktoolMeta {
    /// apktool's version.
    #[serde(default, deserialize_with = "scalar")]
    pub version: Option<String>,
    /// The input's file name.
    #[serde(default, deserialize_with = "scalar")]
    pub apk_file_name: Option<String>,
    /// SDK levels apktool lifted out of the manifest.
    #[serde(default)]
    pub sdk_info: Option<SdkInfo>,
    /// `versionCode` / `versionName`.
    #[serde(default)]
    pub version_info: Option<VersionInfo>,
    /// File extensions and entry names stored uncompressed in the original.
    #[serde(default)]
    pub do_not_compress: Option<Vec<String>>,
}

/// `sdkInfo` of apktool.yml.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct SdkInfo {
    #[serde(default, deserialize_with = "scalar")]
    pub min_sdk_version: Option<String>,
    #[serde(default, deserialize_with = "scalar")]
    pub target_sdk_version: Option<String>,
    #[serde(default, deserialize_with = "scalar")]
    pub max_sdk_version: Option<String>,
}

/// `versionInfo` of apktool.yml.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct VersionInfo {
    #[serde(default, deserialize_with = "scalar")]
    pub version_code: Option<String>,
    #[serde(default, deserialize_with = "scalar")]
    pub version_name: Option<String>,
}

impl ApktoolMeta {
    /// Parses apktool.yml text; the Java class tag apktool writes on the first line
    /// (`!!brut.androlib.meta.MetaInfo`) is dropped first. `path` only serves error messages.
    pub fn parse(text: &str, path: &Path) -> Result<ApktoolMeta> {
        let body = match text.split_once('\n') {
            Some((first, rest)) if first.trim_start().starts_with("!!") => rest,
            _ => text,
        };
        serde_yaml::from_str(body).map_err(|e| ApkError::ApktoolYml {
            path: path.to_path_buf(),
            message: e.to_string(),
        })
    }

    /// `minSdkVersion` as a number.
    pub fn min_sdk(&self) -> Option<u32> {
        self.sdk_info
            .as_ref()?
            .min_sdk_version
            .as_deref()
            .and_then(parse_sdk)
    }

    /// `targetSdkVersion` as a number.
    pub fn target_sdk(&self) -> Option<u32> {
        self.sdk_info
            .as_ref()?
            .target_sdk_version
            .as_deref()
            .and_then(parse_sdk)
    }
}

/// apktool quotes some numbers (`'21'`) and not others; accept any scalar as text.
fn scalar<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Option<String>, D::Error> {
    Ok(match Option::<serde_yaml::Value>::deserialize(d)? {
        Some(serde_yaml::Value::String(s)) => Some(s),
        Some(serde_yaml::Value::Number(n)) => Some(n.to_string()),
        Some(serde_yaml::Value::Bool(b)) => Some(b.to_string()),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"<?xml version="1.0" encoding="utf-8" standalone="no"?><manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.ex.app">
    <uses-sdk android:minSdkVersion="21" android:targetSdkVersion="Q"/>
    <application android:name=".App" android:label="@string/app_name">
        <activity android:name="Main">
            <intent-filter>
                <action android:name="android.intent.action.MAIN"/>
                <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
        </activity>
        <activity android:name="org.other.Search" android:exported="true">
            <intent-filter>
                <action android:name="android.intent.action.MAIN"/>
            </intent-filter>
            <intent-filter>
                <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
        </activity>
        <activity-alias android:name=".Alias" android:targetActivity=".Main">
            <intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LEANBACK_LAUNCHER"/></intent-filter>
        </activity-alias>
        <service android:name=".Sync" android:exported="false"/>
        <receiver android:name="org.ex.app.Boot"><intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LAUNCHER"/></intent-filter></receiver>
        <provider android:name=".Data"/>
    </application>
</manifest>"#;

    #[test]
    fn parses_components() {
        let m = Manifest::parse(MANIFEST, Path::new("AndroidManifest.xml")).unwrap();
        assert_eq!(m.package, "org.ex.app");
        assert_eq!(m.application.as_deref(), Some("org.ex.app.App"));
        assert!(!m.debuggable, "no android:debuggable means not debuggable");
        assert_eq!((m.min_sdk, m.target_sdk), (Some(21), None));
        let acts: Vec<(&str, bool)> = m
            .activities
            .iter()
            .map(|a| (a.name.as_str(), a.launcher))
            .collect();
        assert_eq!(
            acts,
            vec![
                ("org.ex.app.Main", true),
                // MAIN and LAUNCHER in different filters do not make a launcher entry.
                ("org.other.Search", false),
                ("org.ex.app.Alias", true),
            ]
        );
        assert_eq!(m.activities[1].exported, Some(true));
        assert_eq!(
            m.activities[2].target_activity.as_deref(),
            Some("org.ex.app.Main")
        );
        assert_eq!(m.services[0].name, "org.ex.app.Sync");
        assert_eq!(m.services[0].exported, Some(false));
        assert_eq!(m.receivers[0].name, "org.ex.app.Boot");
        assert!(!m.receivers[0].launcher);
        assert_eq!(m.providers[0].name, "org.ex.app.Data");
        assert_eq!(m.launcher_activities().count(), 2);
    }

    #[test]
    fn malformed_manifest_names_file_and_position() {
        let err = Manifest::parse(
            "<manifest package=\"a\"><application></manifest>",
            Path::new("w/AndroidManifest.xml"),
        )
        .unwrap_err()
        .to_string();
        assert!(err.starts_with("w/AndroidManifest.xml: byte "), "{err}");
        assert!(err.contains("malformed manifest"), "{err}");
    }

    #[test]
    fn manifest_without_package_is_an_error() {
        let err = Manifest::parse("<manifest/>", Path::new("m.xml")).unwrap_err();
        assert!(err.to_string().contains("no <manifest package"), "{err}");
    }

    #[test]
    fn apktool_yml_with_tag() {
        let text = "!!brut.androlib.meta.MetaInfo\napkFileName: a.apk\ncompressionType: false\n\
                    doNotCompress:\n- resources.arsc\n- png\nsdkInfo:\n  minSdkVersion: '21'\n  \
                    targetSdkVersion: 27\nversion: 2.7.0-dirty\nversionInfo:\n  versionCode: '2'\n  \
                    versionName: 1.0\nunknownFiles: {}\n";
        let m = ApktoolMeta::parse(text, Path::new("apktool.yml")).unwrap();
        assert_eq!(m.apk_file_name.as_deref(), Some("a.apk"));
        assert_eq!((m.min_sdk(), m.target_sdk()), (Some(21), Some(27)));
        let v = m.version_info.unwrap();
        assert_eq!(v.version_code.as_deref(), Some("2"));
        assert_eq!(v.version_name.as_deref(), Some("1.0"));
        assert_eq!(m.do_not_compress.unwrap(), vec!["resources.arsc", "png"]);
    }

    #[test]
    fn apktool_yml_null_sdk_and_bad_yaml() {
        let m = ApktoolMeta::parse("!!x\nsdkInfo: null\n", Path::new("a.yml")).unwrap();
        assert_eq!(m.min_sdk(), None);
        let err = ApktoolMeta::parse("!!x\nsdkInfo: [\n", Path::new("a.yml")).unwrap_err();
        assert!(
            err.to_string().starts_with("a.yml: malformed apktool.yml"),
            "{err}"
        );
    }
}
