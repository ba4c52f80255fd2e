// LocalAuthentication under its own name where Apple's is not: `LAContext` answering as a
// simulator with nothing set up (its biometry known, nothing enrolled, no passcode), so a lock
// screen shows what it shows before Face ID or Touch ID is set up.
