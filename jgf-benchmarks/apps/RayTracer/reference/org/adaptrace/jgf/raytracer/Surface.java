package org.adaptrace.jgf.raytracer;

/** Material: Phong-style diffuse and specular weights plus a mirror weight. */
final class Surface {
    final Vec color;
    final double diffuse;
    final double specular;
    final int shininess;
    final double reflect;

    Surface(Vec color, double diffuse, double specular, int shininess, double reflect) {
        this.color = color;
        this.diffuse = diffuse;
        this.specular = specular;
        this.shininess = shininess;
        this.reflect = reflect;
    }
}
