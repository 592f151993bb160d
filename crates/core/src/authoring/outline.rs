//! A scenario file as the parts a form shows: its texts, the lease, each
//! resource, each client's plan, and the settings the reader gets. Each
//! value comes with the JSON Pointer that names it, the pointer an edit
//! sends back, and says whether a knob sets it and whether one could.

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

use super::texts::{escaped, Text};
use crate::knob::Slot;
use crate::scenario::Scenario;
use crate::words::say;

/// The parts of a file that loads.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Outline {
    /// The title.
    pub title: String,
    /// The summary.
    pub summary: String,
    /// What to try and what to notice; empty when the file has none.
    pub try_this: String,
    /// The lock service's values: the lease and the first token.
    pub lock: Vec<Field>,
    /// Each resource, in the file's order.
    pub resources: Vec<NamedPart>,
    /// Each client, in the file's order.
    pub clients: Vec<ClientPart>,
    /// Each knob, in the file's order.
    pub knobs: Vec<KnobPart>,
    /// The resources' names, which a read or a write may name.
    pub resource_names: Vec<String>,
    /// Every step a plan may have, each with its name, for a form's
    /// "add a step".
    pub actions: Vec<ActionChoice>,
    /// Every way a step may start, each with its name, for a step's
    /// "starts" choice.
    pub start_choices: Vec<StartChoice>,
}

/// A way a step may start, with its name.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartChoice {
    /// The way.
    pub starts: Starts,
    /// Its name in this thread's language.
    pub label: String,
}

/// A step a form may add.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActionChoice {
    /// The action.
    pub action: StepAction,
    /// Its name in this thread's language.
    pub label: String,
}

impl Outline {
    /// The field at `pointer`, wherever in the outline.
    pub(crate) fn field(&self, pointer: &str) -> Option<&Field> {
        self.fields().find(|f| f.pointer == pointer)
    }

    /// Every value the form shows: the lock service's, each resource's,
    /// each step's, and each slider's range.
    pub fn fields(&self) -> impl Iterator<Item = &Field> {
        let resources = self.resources.iter().flat_map(|r| &r.fields);
        let steps = self
            .clients
            .iter()
            .flat_map(|c| &c.steps)
            .flat_map(|s| &s.fields);
        let knobs = self.knobs.iter().flat_map(|k| &k.fields);
        self.lock.iter().chain(resources).chain(steps).chain(knobs)
    }
}

/// A resource: its name and its values.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NamedPart {
    /// The name plans refer to it by.
    pub name: String,
    /// Its values: the number it starts with, if a number, and its checks.
    pub fields: Vec<Field>,
}

/// A client and its plan.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientPart {
    /// Its name.
    pub name: String,
    /// Each step of its plan, in order.
    pub steps: Vec<StepPart>,
}

/// One step of a plan.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StepPart {
    /// What the step does: the file's `do`.
    pub action: StepAction,
    /// That, as a form names it.
    pub label: String,
    /// When it starts.
    pub starts: Starts,
    /// The resource it reads or writes, if any.
    pub resource: Option<String>,
    /// Its numbers: its start time, if it has one, and the action's own.
    pub fields: Vec<Field>,
}

/// What a step does, as the file's `do` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum StepAction {
    /// Ask for the lock.
    Acquire,
    /// Read a resource.
    Read,
    /// Look at the lease by the client's own clock.
    CheckLease,
    /// Ask a resource for the highest token it has accepted.
    CheckFence,
    /// Freeze.
    Pause,
    /// Write to a resource.
    Write,
    /// Act outside every resource.
    SideEffect,
    /// Extend the lease.
    Renew,
    /// Give the lock back.
    Release,
}

impl StepAction {
    /// Every action, in the order a form offers them.
    pub const ALL: [StepAction; 9] = [
        StepAction::Acquire,
        StepAction::Read,
        StepAction::Write,
        StepAction::Pause,
        StepAction::CheckLease,
        StepAction::CheckFence,
        StepAction::SideEffect,
        StepAction::Renew,
        StepAction::Release,
    ];

    /// The action a step's `do` names.
    pub(crate) fn named(name: &str) -> Option<StepAction> {
        StepAction::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The action as a form names it, in this thread's language.
    pub fn label(self) -> String {
        match self {
            StepAction::Acquire => say!("editor-action-acquire"),
            StepAction::Read => say!("editor-action-read"),
            StepAction::CheckLease => say!("editor-action-check-lease"),
            StepAction::CheckFence => say!("editor-action-check-fence"),
            StepAction::Pause => say!("editor-action-pause"),
            StepAction::Write => say!("editor-action-write"),
            StepAction::SideEffect => say!("editor-action-side-effect"),
            StepAction::Renew => say!("editor-action-renew"),
            StepAction::Release => say!("editor-action-release"),
        }
    }

    /// The file's name for it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            StepAction::Acquire => "acquire",
            StepAction::Read => "read",
            StepAction::CheckLease => "check_lease",
            StepAction::CheckFence => "check_fence",
            StepAction::Pause => "pause",
            StepAction::Write => "write",
            StepAction::SideEffect => "side_effect",
            StepAction::Renew => "renew",
            StepAction::Release => "release",
        }
    }
}

/// When a step starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Starts {
    /// As soon as the step before it is over.
    Next,
    /// At its `at_ms`, or when the step before is over if that is later.
    At,
    /// Its `after_ms` after the step before is over.
    After,
}

impl Starts {
    /// Every way, in the order a form offers them.
    pub const ALL: [Starts; 3] = [Starts::Next, Starts::At, Starts::After];

    /// Its name as a form shows it, in this thread's language.
    pub fn label(self) -> String {
        match self {
            Starts::Next => say!("editor-form-starts-next"),
            Starts::At => say!("editor-form-starts-at"),
            Starts::After => say!("editor-form-starts-after"),
        }
    }
}

/// One value of the file a form can change.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Field {
    /// Where it is, as a JSON Pointer: `/clients/0/plan/2/for_ms`.
    pub pointer: String,
    /// What it is.
    pub name: FieldName,
    /// Its name as a form shows it, in this thread's language.
    pub label: String,
    /// Its value: a number or `true`/`false`.
    pub value: FieldValue,
    /// The id of the knob that sets it, if one does.
    pub knob: Option<String>,
    /// Whether a knob could set it, so a form may offer it to the reader.
    pub offerable: bool,
}

/// What a field is, which says how a form labels it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FieldName {
    /// How long a grant lasts.
    LeaseMs,
    /// The token of the first grant.
    FirstToken,
    /// The number a resource starts with.
    Initial,
    /// Whether a resource refuses lower tokens.
    Fencing,
    /// A step's start time.
    AtMs,
    /// A step's wait after the one before it.
    AfterMs,
    /// A pause's length.
    ForMs,
    /// A lease check's margin.
    MarginMs,
    /// An acquire's time between attempts.
    EveryMs,
    /// An acquire's last attempt.
    UntilMs,
    /// A write's number: the value it sets or the amount it adds.
    Amount,
    /// A slider's smallest value.
    Min,
    /// A slider's largest value.
    Max,
    /// A slider's step.
    Step,
}

impl FieldName {
    /// The field's name in this thread's language, with its unit.
    pub fn label(self) -> String {
        match self {
            FieldName::LeaseMs => say!("editor-field-lease-ms"),
            FieldName::FirstToken => say!("editor-field-first-token"),
            FieldName::Initial => say!("editor-field-initial"),
            FieldName::Fencing => say!("editor-field-fencing"),
            FieldName::AtMs => say!("editor-field-at-ms"),
            FieldName::AfterMs => say!("editor-field-after-ms"),
            FieldName::ForMs => say!("editor-field-for-ms"),
            FieldName::MarginMs => say!("editor-field-margin-ms"),
            FieldName::EveryMs => say!("editor-field-every-ms"),
            FieldName::UntilMs => say!("editor-field-until-ms"),
            FieldName::Amount => say!("editor-field-amount"),
            FieldName::Min => say!("editor-field-min"),
            FieldName::Max => say!("editor-field-max"),
            FieldName::Step => say!("editor-field-step"),
        }
    }

    /// Whether the field is a time in milliseconds.
    pub fn is_time(self) -> bool {
        !matches!(
            self,
            FieldName::FirstToken | FieldName::Initial | FieldName::Fencing | FieldName::Amount
        )
    }
}

/// A field's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum FieldValue {
    /// A whole number.
    Number(i64),
    /// A switch.
    Flag(bool),
}

/// A setting the reader gets.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct KnobPart {
    /// Its id, as links and `--set` name it.
    pub id: String,
    /// The label beside the control.
    pub label: String,
    /// Its sentence of help; empty when it has none.
    pub help: String,
    /// Whether it is a switch.
    pub toggle: bool,
    /// For a slider, its range: the smallest value, the largest and the step.
    pub fields: Vec<Field>,
}

/// The outline of `root`, the value of a text that loads as `scenario`.
pub(crate) fn outline(root: &Value, scenario: &Scenario) -> Outline {
    let reach = Reach { root, scenario };
    let text = |pointer: &str| {
        Text {
            own: pointer,
            translated: pointer,
        }
        .shown(root)
    };
    Outline {
        title: text("/title"),
        summary: text("/summary"),
        try_this: text("/try_this"),
        lock: lock_fields(&reach),
        resources: items(root, "resources")
            .map(|(i, r)| resource(&reach, i, r))
            .collect(),
        clients: items(root, "clients")
            .map(|(i, c)| client(&reach, i, c))
            .collect(),
        knobs: items(root, "knobs")
            .map(|(i, k)| knob(root, i, k))
            .collect(),
        resource_names: items(root, "resources")
            .map(|(_, r)| r["name"].as_str().unwrap_or_default().to_owned())
            .collect(),
        actions: StepAction::ALL
            .into_iter()
            .map(|action| ActionChoice {
                action,
                label: action.label(),
            })
            .collect(),
        start_choices: Starts::ALL
            .into_iter()
            .map(|starts| StartChoice {
                starts,
                label: starts.label(),
            })
            .collect(),
    }
}

/// Each element of the list at `key`, with its index; none if there is no list.
pub(crate) fn items<'v>(root: &'v Value, key: &str) -> impl Iterator<Item = (usize, &'v Value)> {
    root[key].as_array().into_iter().flatten().enumerate()
}

/// What a field needs to know beyond its own value: which knob sets it
/// and whether one could.
struct Reach<'a> {
    root: &'a Value,
    scenario: &'a Scenario,
}

impl Reach<'_> {
    /// The field at `pointer`, if the file has it there.
    fn field(&self, pointer: String, name: FieldName) -> Option<Field> {
        let value = match self.root.pointer(&pointer)? {
            Value::Bool(b) => FieldValue::Flag(*b),
            number => FieldValue::Number(number.as_i64()?),
        };
        let knob = items(self.root, "knobs")
            .find(|(_, k)| sets(k).any(|p| p == pointer))
            .and_then(|(_, k)| k["id"].as_str().map(str::to_owned));
        let offerable = Slot::resolve(&pointer, self.scenario.world(), &[]).is_ok();
        Some(Field {
            pointer,
            name,
            label: name.label(),
            value,
            knob,
            offerable,
        })
    }
}

/// The pointers a knob sets, either way round.
pub(crate) fn sets(knob: &Value) -> impl Iterator<Item = &str> {
    ["sets", "sets_opposite"]
        .into_iter()
        .flat_map(move |key| knob[key].as_array().into_iter().flatten())
        .filter_map(Value::as_str)
}

fn lock_fields(reach: &Reach) -> Vec<Field> {
    [
        ("lease_ms", FieldName::LeaseMs),
        ("first_token", FieldName::FirstToken),
    ]
    .into_iter()
    .filter_map(|(key, name)| reach.field(format!("/lock_service/{key}"), name))
    .collect()
}

fn resource(reach: &Reach, i: usize, value: &Value) -> NamedPart {
    let fields = [
        ("initial", FieldName::Initial),
        ("fencing", FieldName::Fencing),
    ]
    .into_iter()
    .filter_map(|(key, name)| reach.field(format!("/resources/{i}/{key}"), name))
    .collect();
    NamedPart {
        name: value["name"].as_str().unwrap_or_default().to_owned(),
        fields,
    }
}

fn client(reach: &Reach, c: usize, value: &Value) -> ClientPart {
    let steps = value["plan"].as_array().into_iter().flatten().enumerate();
    ClientPart {
        name: value["name"].as_str().unwrap_or_default().to_owned(),
        steps: steps
            .map(|(s, step)| step_part(reach, c, s, step))
            .collect(),
    }
}

/// The fields a step may have, by the key under the step that holds each.
const STEP_FIELDS: [(&str, FieldName); 9] = [
    ("at_ms", FieldName::AtMs),
    ("after_ms", FieldName::AfterMs),
    ("for_ms", FieldName::ForMs),
    ("margin_ms", FieldName::MarginMs),
    ("retry/every_ms", FieldName::EveryMs),
    ("retry/until_ms", FieldName::UntilMs),
    ("op/set", FieldName::Amount),
    ("op/add", FieldName::Amount),
    ("op/increment", FieldName::Amount),
];

fn step_part(reach: &Reach, c: usize, s: usize, step: &Value) -> StepPart {
    let starts = match (step.get("at_ms"), step.get("after_ms")) {
        (Some(_), _) => Starts::At,
        (None, Some(_)) => Starts::After,
        (None, None) => Starts::Next,
    };
    let fields = STEP_FIELDS
        .into_iter()
        .filter_map(|(key, name)| reach.field(format!("/clients/{c}/plan/{s}/{key}"), name))
        .collect();
    let action = step["do"]
        .as_str()
        .and_then(StepAction::named)
        .unwrap_or(StepAction::Renew);
    StepPart {
        action,
        label: action.label(),
        starts,
        resource: step["resource"].as_str().map(str::to_owned),
        fields,
    }
}

fn knob(root: &Value, k: usize, value: &Value) -> KnobPart {
    let range = [
        ("min", FieldName::Min),
        ("max", FieldName::Max),
        ("step", FieldName::Step),
    ];
    let fields = range
        .into_iter()
        .filter_map(|(key, name)| {
            let number = value[key].as_i64()?;
            Some(Field {
                pointer: format!("/knobs/{k}/{key}"),
                name,
                label: name.label(),
                value: FieldValue::Number(number),
                knob: None,
                offerable: false,
            })
        })
        .collect();
    let id = value["id"].as_str().unwrap_or_default();
    let text = |key: &str| {
        Text {
            own: &format!("/knobs/{k}/{key}"),
            translated: &format!("/knobs/{}/{key}", escaped(id)),
        }
        .shown(root)
    };
    KnobPart {
        id: id.to_owned(),
        label: text("label"),
        help: text("help"),
        toggle: value["kind"] == "toggle",
        fields,
    }
}
