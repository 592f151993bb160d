//! Runs the real services this crate starts, and checks each one is gone afterwards.

mod election;
mod etcd;
mod interrupt;
mod postgres;
mod recordings;
mod redis;
mod support;
mod zookeeper;
