// Core Motion under its own name where Apple's is not, answering as a simulator does: it has no
// accelerometer, gyroscope, magnetometer, barometer, pedometer or activity coprocessor, so every
// `is…Available` is false, updates never come, and queries fail with Core Motion's "not
// available" error. A fitness screen shows what it shows on a device without motion data.
