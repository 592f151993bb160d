//! Runs the real services this crate starts, and checks each one is gone afterwards.

mod etcd;
mod postgres;
mod redis;
mod support;
