// A mesh attachment's arrays, held to what Spine 4.3 reads from them: `uvs` two numbers per
// vertex; `triangles` three vertex indices per triangle; `vertices` x, y per vertex or, weighted,
// per vertex a bone count and then bone index, x, y and weight for each of its bones; `hull` the
// vertices on the outline; `edges` (the editor's) pairs of corners. The runtime checks none of it:
// an index past the vertices reads past its arrays, and a short weighted list misreads the rest.

#include <cmath>

#include "read_parts.h"
#include "rigpose/util/number_format.h"

namespace rigpose::rig::detail {

namespace {

bool isWhole(const json& v)
{
    if (!v.is_number())
        return false;
    const double d = v.get<double>();
    return std::isfinite(d) && std::floor(d) == d;
}

std::string spelled(const json& v) { return v.is_number() ? v.dump() : v.dump() + " (not a number)"; }

std::string count(std::size_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

class MeshCheck {
public:
    MeshCheck(const FieldReader& r, const std::string& where, const json& mesh, std::size_t boneCount)
        : m_r(r), m_where(where), m_mesh(mesh), m_bones(boneCount)
    {}

    void run()
    {
        // rig-c makes a generated mesh's arrays itself; a mesh weighted by bone names (no
        // `vertices`) is refused by the build (SPINE_MESH). Both may leave arrays out.
        const bool statesAll = !m_mesh.contains("generator") && !m_mesh.contains("weights");
        if (m_mesh.contains("generator"))
            return;
        if (!numbers("uvs", statesAll, "two (u, v) per vertex"))
            return;
        const std::size_t uvs = m_mesh["uvs"].size();
        if (uvs % 2) {
            refuse("\"uvs\" holds " + std::to_string(uvs) + " numbers, an odd count; give two (u, v) per vertex");
            return;
        }
        m_vertices = uvs / 2;
        triangles(statesAll);
        vertices(statesAll || m_mesh.contains("vertices"));
        hull();
        edges();
    }

private:
    void refuse(const std::string& what) const { m_r.refuse("RIG_MESH", m_where, what); }

    std::string vertexRange() const
    {
        return m_vertices == 0 ? std::string("the mesh has no vertices (\"uvs\" is empty)")
                               : "the mesh's " + count(m_vertices, "vertex", "vertices") + " are 0 to " +
                                     std::to_string(m_vertices - 1) + " (\"uvs\" holds " +
                                     std::to_string(2 * m_vertices) + " numbers)";
    }

    // True when `key` is an array of finite numbers; refused when it is not, or when missing and
    // `required` (`what` says what it holds).
    bool numbers(const char* key, bool required, const std::string& what) const
    {
        auto it = m_mesh.find(key);
        if (it == m_mesh.end()) {
            if (required)
                refuse("a mesh needs \"" + std::string(key) + "\", " + what + "; add it");
            return false;
        }
        if (!it->is_array()) {
            refuse("\"" + std::string(key) + "\" must be an array of numbers, " + what + ", not " + it->dump());
            return false;
        }
        for (std::size_t i = 0; i < it->size(); ++i)
            if (const json& v = (*it)[i]; !v.is_number() || !std::isfinite(v.get<double>())) {
                refuse(std::string(key) + "[" + std::to_string(i) + "] is " + spelled(v) +
                       "; every entry must be a finite number (" + what + ")");
                return false;
            }
        return true;
    }

    // Entries of `key` that must be whole numbers in [0, limit): the first bad one is named,
    // with how many more there are.
    void indices(const char* key, std::size_t limit, const std::string& range) const
    {
        const json& list = m_mesh[key];
        std::size_t bad = 0, first = 0;
        for (std::size_t i = 0; i < list.size(); ++i)
            if (!isWhole(list[i]) || list[i].get<double>() < 0 || list[i].get<double>() >= double(limit))
                if (bad++ == 0)
                    first = i;
        if (!bad)
            return;
        const json& v = list[first];
        const std::string more = bad > 1
                                     ? " (" + count(bad - 1, "more entry is", "more entries are") + " out of range too)"
                                     : "";
        if (!isWhole(v) || v.get<double>() < 0)
            refuse(std::string(key) + "[" + std::to_string(first) + "] is " + spelled(v) +
                   ", not a vertex index: write whole numbers from 0; " + range + more);
        else
            refuse(std::string(key) + "[" + std::to_string(first) + "] is " + v.dump() +
                   ", past the vertices: " + range + more);
    }

    void triangles(bool required) const
    {
        if (!numbers("triangles", required, "three vertex indices per triangle"))
            return;
        indices("triangles", m_vertices, vertexRange());
        if (const std::size_t n = m_mesh["triangles"].size(); n % 3)
            refuse("\"triangles\" holds " + std::to_string(n) +
                   " indices, not a multiple of 3; give three vertex indices per triangle");
    }

    void vertices(bool required) const
    {
        if (!numbers("vertices", required, "x, y per vertex, or the weighted form"))
            return;
        const json& v = m_mesh["vertices"];
        if (v.size() == 2 * m_vertices)
            return;  // x, y per vertex, as Spine reads an array of exactly that length
        const std::string as = "\"vertices\" holds " + std::to_string(v.size()) + " numbers, not the " +
                               std::to_string(2 * m_vertices) + " of x, y per vertex, so Spine reads it weighted: ";
        std::size_t i = 0, vertex = 0;
        while (i < v.size()) {
            const json& bones = v[i];
            if (!isWhole(bones) || bones.get<double>() < 1) {
                refuse(as + "vertices[" + std::to_string(i) + "] is " + bones.dump() + ", where weighted vertex " +
                       std::to_string(vertex) +
                       "'s bone count stands (a whole number from 1); give x, y per vertex, or per vertex its bone "
                       "count and then bone index, x, y and weight for each bone");
                return;
            }
            const double n = bones.get<double>();
            if (double(i) + 1 + 4 * n > double(v.size())) {
                refuse(as + "weighted vertex " + std::to_string(vertex) + " (vertices[" + std::to_string(i) +
                       "]) has " + bones.dump() + (n == 1 ? " bone, which takes " : " bones, which take ") +
                       formatForMessage(4 * n, 0) + " numbers after the count, but only " +
                       std::to_string(v.size() - i - 1) + " follow; give bone index, x, y and weight for each bone");
                return;
            }
            const auto boneCount = static_cast<std::size_t>(n);
            for (std::size_t b = 0; b < boneCount; ++b) {
                const std::size_t at = i + 1 + 4 * b;
                const json& bone = v[at];
                if (!isWhole(bone) || bone.get<double>() < 0 || bone.get<double>() >= double(m_bones)) {
                    refuse(as + "vertices[" + std::to_string(at) + "] is " + bone.dump() + ", bone " +
                           std::to_string(b) + " of weighted vertex " + std::to_string(vertex) +
                           "; a bone is its index among the rig's bones, " +
                           (m_bones ? "0 to " + std::to_string(m_bones - 1) : std::string("and the rig has none")));
                    return;
                }
            }
            i += 1 + 4 * boneCount;
            ++vertex;
        }
        if (vertex != m_vertices)
            refuse(as + "it holds " + count(vertex, "weighted vertex", "weighted vertices") + ", but " + vertexRange() +
                   "; give one vertex per uv pair");
    }

    void hull() const
    {
        auto it = m_mesh.find("hull");
        if (it == m_mesh.end())
            return;
        if (!isWhole(*it) || it->get<double>() < 0 || it->get<double>() > double(m_vertices))
            refuse("\"hull\" is " + spelled(*it) +
                   "; it counts the vertices on the outline, a whole number from 0 to " + std::to_string(m_vertices) +
                   " (the mesh's " + count(m_vertices, "vertex", "vertices") + ")");
    }

    void edges() const
    {
        if (!m_mesh.contains("edges") || !numbers("edges", false, "pairs of corners"))
            return;
        // Spine writes an edge's corners as twice the vertex index; either way they stay below 2N.
        indices("edges", 2 * m_vertices,
                "an edge's corners are below " + std::to_string(2 * m_vertices) + " (twice the mesh's " +
                    count(m_vertices, "vertex", "vertices") + ")");
        if (const std::size_t n = m_mesh["edges"].size(); n % 2)
            refuse("\"edges\" holds " + std::to_string(n) + " numbers, an odd count; give two corners per edge");
    }

    const FieldReader& m_r;
    const std::string& m_where;
    const json& m_mesh;
    std::size_t m_bones;
    std::size_t m_vertices = 0;
};

}  // namespace

void checkMesh(const FieldReader& r, const std::string& where, const json& mesh, std::size_t boneCount)
{
    MeshCheck(r, where, mesh, boneCount).run();
}

}  // namespace rigpose::rig::detail
