package org.adaptrace.jgf.raytracer;

final class Light {
    final Vec pos;
    final double brightness;

    Light(Vec pos, double brightness) {
        this.pos = pos;
        this.brightness = brightness;
    }
}
