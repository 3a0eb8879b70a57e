//! The facts of a decoded `AndroidManifest.xml` (via quick-xml) and of apktool's `apktool.yml`
//! (via serde_yaml) that instrumentation needs.

use std::path::Path;

use quick_xml::events::{BytesStart, Event};
use quick_xml::name::{Namespace, ResolveResult};
use quick_xml::NsReader;
use serde::{Deserialize, Deserializer};

use super::error::{ApkError, Result};

const ANDROID_NS: &[u8] = b"http://schemas.android.com/apk/res/android";

/// What the manifest declares.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Manifest {
    /// The `package` attribute of `<manifest>`.
    pub package: String,
    /// The custom `Application` subclass (`<application android:name>`), fully qualified.
    pub application: Option<String>,
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
        let mut manifest = Manifest::default();
        let mut stack: Vec<String> = Vec::new();
        // Component being read (list and index) and the state of its current intent filter.
        let mut current: Option<(Kind, usize)> = None;
        let mut filter = FilterState::default();
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
                Event::Start(s) => (Some(s), false),
                Event::Empty(s) => (Some(s), true),
                Event::End(_) => {
                    if let Some(name) = stack.pop() {
                        end_element(&name, &stack, &mut manifest, &mut current, &mut filter);
                    }
                    continue;
                }
                Event::Eof => break,
                _ => continue,
            };
            let Some(start) = start else { continue };
            let name = String::from_utf8_lossy(start.local_name().as_ref()).into_owned();
            let attrs = Attrs::read(&reader, start).map_err(|m| xml_error(&reader, m))?;
            match (stack.len(), name.as_str()) {
                (0, "manifest") => manifest.package = attrs.plain_package.unwrap_or_default(),
                (1, "uses-sdk") => {
                    manifest.min_sdk = attrs.min_sdk.as_deref().and_then(parse_sdk);
                    manifest.target_sdk = attrs.target_sdk.as_deref().and_then(parse_sdk);
                }
                (1, "application") => {
                    manifest.application = attrs.name.map(|n| qualify(&manifest.package, &n));
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
                        let list = kind.list(&mut manifest);
                        list.push(component);
                        current = Some((kind, list.len() - 1));
                    }
                }
                (3, "intent-filter") => filter = FilterState::default(),
                (4, "action") if stack.get(3).is_some_and(|s| s == "intent-filter") => {
                    filter.main |= attrs.name.as_deref() == Some("android.intent.action.MAIN");
                }
                (4, "category") if stack.get(3).is_some_and(|s| s == "intent-filter") => {
                    filter.launcher |= matches!(
                        attrs.name.as_deref(),
                        Some("android.intent.category.LAUNCHER")
                            | Some("android.intent.category.LEANBACK_LAUNCHER")
                    );
                }
                _ => {}
            }
            if empty {
                end_element(&name, &stack, &mut manifest, &mut current, &mut filter);
            } else {
                stack.push(name);
            }
        }
        if manifest.package.is_empty() {
            return Err(ApkError::Manifest {
                path: path.to_path_buf(),
                position: 0,
                message: "no <manifest package=\"...\"> found".to_string(),
            });
        }
        Ok(manifest)
    }
}

/// Closes element `name` whose parent chain is `stack`.
fn end_element(
    name: &str,
    stack: &[String],
    manifest: &mut Manifest,
    current: &mut Option<(Kind, usize)>,
    filter: &mut FilterState,
) {
    match (stack.len(), name) {
        (3, "intent-filter") => {
            if let Some((Kind::Activity, i)) = *current {
                if filter.main && filter.launcher {
                    if let Some(activity) = manifest.activities.get_mut(i) {
                        activity.launcher = true;
                    }
                }
            }
            *filter = FilterState::default();
        }
        (2, _) => *current = None,
        _ => {}
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
    target_activity: Option<String>,
    min_sdk: Option<String>,
    target_sdk: Option<String>,
}

impl Attrs {
    fn read(reader: &NsReader<&[u8]>, start: &BytesStart) -> Result<Attrs, String> {
        let mut attrs = Attrs::default();
        for attr in start.attributes() {
            let attr = attr.map_err(|e| e.to_string())?;
            let (ns, local) = reader.resolve_attribute(attr.key);
            let value = attr
                .unescape_value()
                .map_err(|e| e.to_string())?
                .into_owned();
            let android = matches!(ns, ResolveResult::Bound(Namespace(n)) if n == ANDROID_NS);
            match (android, local.as_ref()) {
                (false, b"package") if matches!(ns, ResolveResult::Unbound) => {
                    attrs.plain_package = Some(value)
                }
                (true, b"name") => attrs.name = Some(value),
                (true, b"exported") => attrs.exported = Some(value == "true"),
                (true, b"targetActivity") => attrs.target_activity = Some(value),
                (true, b"minSdkVersion") => attrs.min_sdk = Some(value),
                (true, b"targetSdkVersion") => attrs.target_sdk = Some(value),
                _ => {}
            }
        }
        Ok(attrs)
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
