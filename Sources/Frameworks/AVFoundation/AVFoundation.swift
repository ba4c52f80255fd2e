// AVFoundation under its own name where Apple's is not: what an app's screens and their previews
// use of it, real where no media need be decoded. Capture, playback and audio answer as an iPhone
// simulator with nothing set up does: the camera and microphone are not determined until asked,
// then granted, and no capture device exists; players and audio players keep what they are asked
// to play and their state, and make no sound; the audio session keeps its category. Media is not
// decoded, so a duration is zero and a video is a placeholder (`VideoPlayer` in AVKit).

// AVFoundation brings AudioToolbox's system sounds, as its headers do on iOS.
@_exported import AudioToolbox
