//! How knobs word their values for the page and the command line.

use fencelab_core::KnobValue;

use crate::support::load;

#[test]
fn a_setting_is_shown_in_the_readers_units() {
    let scenario = load("paused-holder");
    let knob = |id: &str| scenario.knobs().iter().find(|k| k.id == id).unwrap();
    assert_eq!(knob("pause_ms").show(KnobValue::Range(15_000)), "15.0 s");
    assert_eq!(knob("pause_ms").show(KnobValue::Range(7_250)), "7.25 s");
    assert_eq!(knob("pause_ms").show(KnobValue::Range(0)), "0.0 s");
    assert_eq!(knob("fencing").show(KnobValue::Toggle(true)), "on");
    assert_eq!(knob("fencing").show(KnobValue::Toggle(false)), "off");
}
