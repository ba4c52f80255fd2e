/// A kind of audio data, as Core Audio's four-character codes (`'lpcm'`, `'aac '`).
public typealias AudioFormatID = UInt32

/// Linear PCM ('lpcm').
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// MPEG-4 AAC ('aac ').
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// Apple Lossless ('alac').
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163
/// Apple IMA 4:1 ADPCM ('ima4').
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134
/// MPEG-1/2 Layer 3 ('.mp3').
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033
/// µ-law 2:1 ('ulaw').
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177
/// Opus ('opus').
public let kAudioFormatOpus: AudioFormatID = 0x6F70_7573
